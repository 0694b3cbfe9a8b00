import { useId } from 'react';
import { type Control, Controller, type UseFormReturn } from 'react-hook-form';
import { SettingSwitch } from '#client/components/ui/setting-switch.tsx';
import { NOTIFICATION_RULE_MESSAGES } from '#shared/schemas/employee-update.ts';
import { SETTINGS_NOTIFICATION_TEXTS } from '#shared/spec-texts/people-texts.ts';
import type { ProfileFormInput, ProfileFormValues } from '../profile-form-values.ts';

type NotificationFieldsProps = {
  form: UseFormReturn<ProfileFormInput, unknown, ProfileFormValues>;
  editing: boolean;
};

/**
 * Email needs notifications on; SMS needs notifications on and a phone in the form. A
 * switch that cannot be on shows off, which is what saving will store.
 */
export function NotificationFields({ form, editing }: NotificationFieldsProps) {
  const headingId = useId();
  const { control, setValue, watch } = form;
  const { errors } = form.formState;
  const notificationsOn = watch('notificationsEnabled');
  const hasPhone = Boolean(watch('phone')?.trim());
  const smsHints = editing
    ? [
        !notificationsOn && NOTIFICATION_RULE_MESSAGES.smsNeedsNotifications,
        !hasPhone && NOTIFICATION_RULE_MESSAGES.smsNeedsPhone,
      ].filter((hint) => typeof hint === 'string')
    : [];

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h3 id={headingId} className="font-semibold">
        Notification Preferences
      </h3>
      <NotificationSwitch
        control={control}
        name="notificationsEnabled"
        label="Notifications"
        description="Alerts about work you are assigned to"
        editing={editing}
        error={errors.notificationsEnabled?.message}
        onTurned={(on) => {
          // Turning notifications off turns off what depends on them.
          if (!on) {
            setValue('emailNotifications', false, { shouldDirty: true });
            setValue('smsNotifications', false, { shouldDirty: true });
          }
        }}
      />
      <NotificationSwitch
        control={control}
        name="emailNotifications"
        label={SETTINGS_NOTIFICATION_TEXTS.email}
        description="Send these alerts to your email address"
        hints={editing && !notificationsOn ? [NOTIFICATION_RULE_MESSAGES.emailNeedsNotifications] : []}
        allowed={notificationsOn}
        editing={editing}
        error={errors.emailNotifications?.message}
      />
      <NotificationSwitch
        control={control}
        name="smsNotifications"
        label="SMS Notifications"
        description="Send these alerts to your phone as text messages"
        hints={smsHints}
        allowed={notificationsOn && hasPhone}
        editing={editing}
        error={errors.smsNotifications?.message}
      />
    </section>
  );
}

type NotificationSwitchProps = {
  control: Control<ProfileFormInput, unknown, ProfileFormValues>;
  name: 'notificationsEnabled' | 'emailNotifications' | 'smsNotifications';
  label: string;
  description: string;
  hints?: readonly string[];
  /** Whether the rules let it be on now; when not, it shows off and cannot be turned on. */
  allowed?: boolean;
  editing: boolean;
  error?: string;
  /** After the form has the new value. */
  onTurned?: (on: boolean) => void;
};

/** One of the form's notification switches, locked outside editing. */
function NotificationSwitch({
  control,
  name,
  allowed = true,
  editing,
  onTurned,
  ...shown
}: NotificationSwitchProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SettingSwitch
          {...shown}
          checked={field.value && allowed}
          disabled={!editing || !allowed}
          onCheckedChange={(on) => {
            field.onChange(on);
            onTurned?.(on);
          }}
        />
      )}
    />
  );
}
