import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { OwnPhoneField } from '#client/components/own-phone-field.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { READ_ONLY_INPUT_CLASS, ReadOnlyField } from '#client/components/ui/read-only-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { PROFILE_TEXTS, SETTINGS_PROFILE_TEXTS } from '#shared/spec-texts/people-texts.ts';
import type { ProfileFormInput, ProfileFormValues } from '../profile-form-values.ts';
import { ColorThemeField } from './color-theme-field.tsx';
import { NotificationFields } from './notification-fields.tsx';

type ProfileFieldsProps = {
  me: CurrentEmployee;
  form: UseFormReturn<ProfileFormInput, unknown, ProfileFormValues>;
  editing: boolean;
};

/** Name and email stay the administrator's; phone, colour, notes and notifications are the employee's. */
export function ProfileFields({ me, form, editing }: ProfileFieldsProps) {
  const { errors } = form.formState;
  const administratorsHintId = useId();
  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <ReadOnlyField
          label={SETTINGS_PROFILE_TEXTS.fullName}
          value={me.name}
          describedBy={administratorsHintId}
        />
        <ReadOnlyField label="Email" type="email" value={me.email} describedBy={administratorsHintId} />
        {/* One line for both fields, read with each of them. */}
        <p id={administratorsHintId} className="-mt-2 text-xs text-muted-foreground sm:col-span-2">
          {PROFILE_TEXTS.nameEmailByAdministrator}
        </p>
        <OwnPhoneField
          registration={form.register('phone')}
          error={errors.phone?.message}
          readOnly={!editing}
        />
      </div>
      <Controller
        control={form.control}
        name="colorTheme"
        render={({ field }) => (
          <ColorThemeField
            value={field.value}
            onChange={field.onChange}
            disabled={!editing}
            error={errors.colorTheme?.message}
          />
        )}
      />
      <FormField label="Notes" error={errors.notes?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            readOnly={!editing}
            placeholder={editing ? 'Anything the office should know' : 'No notes'}
            className={cn(!editing && READ_ONLY_INPUT_CLASS)}
            {...form.register('notes')}
          />
        )}
      </FormField>
      <NotificationFields form={form} editing={editing} />
    </div>
  );
}
