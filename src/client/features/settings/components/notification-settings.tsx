import type { FormEvent } from 'react';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import {
  PROFILE_TEXTS,
  SETTINGS_NOTIFICATION_TEXTS,
  SETTINGS_TAB_TEXTS,
} from '#shared/spec-texts/people-texts.ts';
import { useSaveOwnSettings } from '../api/save-own-settings.ts';
import { SettingSwitches, type SwitchSetting, useSwitchValues } from './setting-switches.tsx';
import { SettingsForm, type SettingsFormTexts } from './settings-form.tsx';

const TEXTS: SettingsFormTexts = {
  title: SETTINGS_TAB_TEXTS.notifications,
  description: 'Choose which updates reach you.',
  save: SETTINGS_NOTIFICATION_TEXTS.save,
  saving: PROFILE_TEXTS.saving,
};

const EMAIL_NEEDS_NOTIFICATIONS = 'Turn on notifications in your profile to enable email notifications';

type NotificationSwitch = 'emailNotifications' | 'workOrderUpdateNotifications' | 'assignmentNotifications';

const EMAIL: SwitchSetting<NotificationSwitch> = {
  key: 'emailNotifications',
  label: SETTINGS_NOTIFICATION_TEXTS.email,
  description: 'Send your alerts to your email address',
};
/** The master switch is on /profile: while it is off, email cannot be turned on here. */
const EMAIL_LOCKED = { ...EMAIL, hints: [EMAIL_NEEDS_NOTIFICATIONS], disabled: true };
const OTHER_SWITCHES: SwitchSetting<NotificationSwitch>[] = [
  {
    key: 'workOrderUpdateNotifications',
    label: SETTINGS_NOTIFICATION_TEXTS.workOrderUpdates,
    description: 'When work you are on changes status or gets a comment',
  },
  {
    key: 'assignmentNotifications',
    label: SETTINGS_NOTIFICATION_TEXTS.assignments,
    description: 'When someone assigns work to you',
  },
];

/** Which alerts the employee gets; the master switch and SMS live on /profile. */
export function NotificationSettings({ me }: { me: CurrentEmployee }) {
  const notificationsOn = me.notificationsEnabled;
  const [values, setSwitch] = useSwitchValues<NotificationSwitch>({
    emailNotifications: me.emailNotifications,
    workOrderUpdateNotifications: me.workOrderUpdateNotifications,
    assignmentNotifications: me.assignmentNotifications,
  });
  // With notifications off email cannot be on; the server would refuse it.
  const shown = { ...values, emailNotifications: values.emailNotifications && notificationsOn };
  const save = useSaveOwnSettings({ saved: { title: 'Notification settings saved' } });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(shown);
  }

  return (
    <SettingsForm texts={TEXTS} onSubmit={submit} pending={save.isPending}>
      <SettingSwitches
        switches={[notificationsOn ? EMAIL : EMAIL_LOCKED, ...OTHER_SWITCHES]}
        values={shown}
        onChange={setSwitch}
      />
    </SettingsForm>
  );
}
