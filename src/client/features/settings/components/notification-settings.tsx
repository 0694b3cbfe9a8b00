import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { SettingSwitch } from '#client/components/ui/setting-switch.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import {
  PROFILE_TEXTS,
  SETTINGS_NOTIFICATION_TEXTS,
  SETTINGS_TAB_TEXTS,
} from '#shared/spec-texts/people-texts.ts';
import { useSaveOwnSettings } from '../api/save-own-settings.ts';
import { SettingsCard } from './settings-card.tsx';

const EMAIL_NEEDS_NOTIFICATIONS = 'Turn on notifications in your profile to enable email notifications';

/** Which alerts the employee gets; the master switch and SMS live on /profile. */
export function NotificationSettings({ me }: { me: CurrentEmployee }) {
  const notificationsOn = me.notificationsEnabled;
  const [email, setEmail] = useState(me.emailNotifications);
  const [workOrderUpdates, setWorkOrderUpdates] = useState(me.workOrderUpdateNotifications);
  const [assignments, setAssignments] = useState(me.assignmentNotifications);
  const save = useSaveOwnSettings({ saved: { title: 'Notification settings saved' } });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate({
      // With notifications off email cannot be on (SPEC 5); the server would refuse it.
      emailNotifications: email && notificationsOn,
      workOrderUpdateNotifications: workOrderUpdates,
      assignmentNotifications: assignments,
    });
  }

  return (
    <SettingsCard title={SETTINGS_TAB_TEXTS.notifications} description="Choose which updates reach you.">
      <form onSubmit={submit} noValidate className="grid gap-6" aria-busy={save.isPending}>
        <SettingSwitch
          label={SETTINGS_NOTIFICATION_TEXTS.email}
          description="Send your alerts to your email address"
          hints={notificationsOn ? [] : [EMAIL_NEEDS_NOTIFICATIONS]}
          checked={email && notificationsOn}
          disabled={!notificationsOn}
          onCheckedChange={setEmail}
        />
        <SettingSwitch
          label={SETTINGS_NOTIFICATION_TEXTS.workOrderUpdates}
          description="When work you are on changes status or gets a comment"
          checked={workOrderUpdates}
          onCheckedChange={setWorkOrderUpdates}
        />
        <SettingSwitch
          label={SETTINGS_NOTIFICATION_TEXTS.assignments}
          description="When someone assigns work to you"
          checked={assignments}
          onCheckedChange={setAssignments}
        />
        <Button type="submit" className="w-fit" aria-disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {save.isPending ? PROFILE_TEXTS.saving : SETTINGS_NOTIFICATION_TEXTS.save}
        </Button>
      </form>
    </SettingsCard>
  );
}
