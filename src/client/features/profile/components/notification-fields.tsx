import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { SettingSwitch } from '#client/components/ui/setting-switch.tsx';
import { NOTIFICATION_RULE_MESSAGES } from '#shared/schemas/employee-update.ts';
import { SETTINGS_NOTIFICATION_TEXTS } from '#shared/spec-texts/people-texts.ts';
import type { ProfileFormInput, ProfileFormValues } from '../profile-form-values.ts';

type NotificationFieldsProps = {
  form: UseFormReturn<ProfileFormInput, unknown, ProfileFormValues>;
  editing: boolean;
};

/**
 * SPEC 5: email needs notifications on; SMS needs notifications on and a phone in the form. A
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
      <Controller
        control={control}
        name="notificationsEnabled"
        render={({ field }) => (
          <SettingSwitch
            label="Notifications"
            description="Alerts about work you are assigned to"
            checked={field.value}
            disabled={!editing}
            error={errors.notificationsEnabled?.message}
            onCheckedChange={(on) => {
              field.onChange(on);
              // Turning notifications off turns off what depends on them.
              if (!on) {
                setValue('emailNotifications', false, { shouldDirty: true });
                setValue('smsNotifications', false, { shouldDirty: true });
              }
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="emailNotifications"
        render={({ field }) => (
          <SettingSwitch
            label={SETTINGS_NOTIFICATION_TEXTS.email}
            description="Send these alerts to your email address"
            hints={editing && !notificationsOn ? [NOTIFICATION_RULE_MESSAGES.emailNeedsNotifications] : []}
            checked={field.value && notificationsOn}
            disabled={!editing || !notificationsOn}
            error={errors.emailNotifications?.message}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="smsNotifications"
        render={({ field }) => (
          <SettingSwitch
            label="SMS Notifications"
            description="Send these alerts to your phone as text messages"
            hints={smsHints}
            checked={field.value && notificationsOn && hasPhone}
            disabled={!editing || !notificationsOn || !hasPhone}
            error={errors.smsNotifications?.message}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </section>
  );
}
