import { type FormEvent, useState } from 'react';
import { useTheme } from '#client/components/theme/use-theme.ts';
import { Button } from '#client/components/ui/button.tsx';
import { SettingSwitch } from '#client/components/ui/setting-switch.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import {
  PROFILE_TEXTS,
  SETTINGS_GENERAL_TEXTS,
  SETTINGS_TAB_TEXTS,
} from '#shared/spec-texts/people-texts.ts';
import { useSaveOwnSettings } from '../api/save-own-settings.ts';
import { SettingsCard } from './settings-card.tsx';

/** Theme, auto refresh and compact view, stored with the employee (PRODUCT "Settings: everything saves"). */
export function GeneralSettings({ me }: { me: CurrentEmployee }) {
  const { resolvedTheme, setTheme } = useTheme();
  // What is on screen now, even when that comes from the OS ('system').
  const [darkTheme, setDarkTheme] = useState(resolvedTheme === 'dark');
  const [autoRefresh, setAutoRefresh] = useState(me.autoRefresh);
  const [compactView, setCompactView] = useState(me.compactView);
  const save = useSaveOwnSettings({ saved: { title: 'Settings saved' } });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const themePreference = darkTheme ? 'dark' : 'light';
    // This device follows at once; the server keeps it for the employee's other devices.
    setTheme(themePreference);
    save.mutate({ themePreference, autoRefresh, compactView });
  }

  return (
    <SettingsCard title={SETTINGS_TAB_TEXTS.general} description="How the portal looks and behaves for you.">
      <form onSubmit={submit} noValidate className="grid gap-6" aria-busy={save.isPending}>
        <SettingSwitch
          label={SETTINGS_GENERAL_TEXTS.darkTheme}
          description="Light text on a dark background"
          checked={darkTheme}
          onCheckedChange={setDarkTheme}
        />
        <SettingSwitch
          label={SETTINGS_GENERAL_TEXTS.autoRefresh}
          description="Refresh lists every 5 minutes"
          checked={autoRefresh}
          onCheckedChange={setAutoRefresh}
        />
        <SettingSwitch
          label={SETTINGS_GENERAL_TEXTS.compactView}
          description="Show more work on screen with tighter cards"
          checked={compactView}
          onCheckedChange={setCompactView}
        />
        <Button type="submit" className="w-fit" aria-disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {save.isPending ? PROFILE_TEXTS.saving : SETTINGS_GENERAL_TEXTS.save}
        </Button>
      </form>
    </SettingsCard>
  );
}
