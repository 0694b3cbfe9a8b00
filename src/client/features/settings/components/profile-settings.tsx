import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { OwnPhoneField } from '#client/components/own-phone-field.tsx';
import { ReadOnlyField } from '#client/components/ui/read-only-field.tsx';
import { showServerFieldErrors } from '#client/lib/show-server-field-errors.ts';
import { employeeTypeLabel } from '#shared/domain/employee-type.ts';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { UpdateEmployeeSchema } from '#shared/schemas/employee-update.ts';
import {
  PROFILE_TOASTS,
  SETTINGS_PROFILE_TEXTS,
  SETTINGS_TAB_TEXTS,
} from '#shared/spec-texts/people-texts.ts';
import { useSaveOwnSettings } from '../api/save-own-settings.ts';
import { SettingsForm, type SettingsFormTexts } from './settings-form.tsx';

const TEXTS: SettingsFormTexts = {
  title: SETTINGS_TAB_TEXTS.profile,
  description: 'Your details as the office sees them.',
  save: SETTINGS_PROFILE_TEXTS.save,
  saving: 'Updating...',
};

/** The phone field of PATCH /api/employees/{id}, so the browser says what the server would. */
const PhoneFormSchema = z.object({ phone: UpdateEmployeeSchema.shape.phone });
type PhoneFormInput = z.input<typeof PhoneFormSchema>;
type PhoneFormValues = z.output<typeof PhoneFormSchema>;

const PHONE_FIELDS: ReadonlySet<string> = new Set(['phone']);

/** Settings > Profile: who you are (the administrator's to change) and your phone number (yours). */
export function ProfileSettings({ me }: { me: CurrentEmployee }) {
  const form = useForm<PhoneFormInput, unknown, PhoneFormValues>({
    resolver: zodResolver(PhoneFormSchema),
    defaultValues: { phone: me.phone ?? '' },
  });
  const { errors } = form.formState;
  const save = useSaveOwnSettings({
    saved: { title: PROFILE_TOASTS.savedTitle, description: PROFILE_TOASTS.savedText },
    failed: { title: PROFILE_TOASTS.failedTitle, description: PROFILE_TOASTS.failedText },
    onSaved: (employee) => form.reset({ phone: employee.phone ?? '' }),
    onFailed: (error) => showServerFieldErrors(form.setError, error, PHONE_FIELDS),
  });

  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate({ phone: values.phone ?? null });
  });

  return (
    <SettingsForm texts={TEXTS} onSubmit={submit} pending={save.isPending} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <ReadOnlyField
          label={SETTINGS_PROFILE_TEXTS.fullName}
          value={me.name}
          hint="Contact your administrator to change your name"
        />
        <ReadOnlyField label="Role" value={employeeTypeLabel(me.employeeType)} />
        <ReadOnlyField
          label="Email"
          type="email"
          value={me.email}
          hint="Contact your administrator to change your email"
        />
        <OwnPhoneField registration={form.register('phone')} error={errors.phone?.message} />
      </div>
    </SettingsForm>
  );
}
