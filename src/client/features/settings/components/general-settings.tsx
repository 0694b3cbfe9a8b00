import type { FormEvent } from 'react';
import { useTheme } from '#client/components/theme/use-theme.ts';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import {
  PROFILE_TEXTS,
  SETTINGS_GENERAL_TEXTS,
  SETTINGS_TAB_TEXTS,
} from '#shared/spec-texts/people-texts.ts';
import { useSaveOwnSettings } from '../api/save-own-settings.ts';
import { SettingSwitches, type SwitchSetting, useSwitchValues } from './setting-switches.tsx';
import { SettingsForm, type SettingsFormTexts } from './settings-form.tsx';

const TEXTS: SettingsFormTexts = {
  title: SETTINGS_TAB_TEXTS.general,
  description: 'How the portal looks and behaves for you.',
  save: SETTINGS_GENERAL_TEXTS.save,
  saving: PROFILE_TEXTS.saving,
};

type GeneralSwitch = 'darkTheme' | 'autoRefresh' | 'compactView';

const SWITCHES: SwitchSetting<GeneralSwitch>[] = [
  {
    key: 'darkTheme',
    label: SETTINGS_GENERAL_TEXTS.darkTheme,
    description: 'Light text on a dark background',
  },
  {
    key: 'autoRefresh',
    label: SETTINGS_GENERAL_TEXTS.autoRefresh,
    description: 'Refresh lists every 5 minutes',
  },
  {
    key: 'compactView',
    label: SETTINGS_GENERAL_TEXTS.compactView,
    description: 'Show more work on screen with tighter cards',
  },
];

/** Theme, auto refresh and compact view, stored with the employee. */
export function GeneralSettings({ me }: { me: CurrentEmployee }) {
  const { resolvedTheme, setTheme } = useTheme();
  const [values, setSwitch] = useSwitchValues<GeneralSwitch>({
    // What is on screen now, even when that comes from the OS ('system').
    darkTheme: resolvedTheme === 'dark',
    autoRefresh: me.autoRefresh,
    compactView: me.compactView,
  });
  const save = useSaveOwnSettings({ saved: { title: 'Settings saved' } });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const themePreference = values.darkTheme ? 'dark' : 'light';
    // This device follows at once; the server keeps it for the employee's other devices.
    setTheme(themePreference);
    save.mutate({ themePreference, autoRefresh: values.autoRefresh, compactView: values.compactView });
  }

  return (
    <SettingsForm texts={TEXTS} onSubmit={submit} pending={save.isPending}>
      <SettingSwitches switches={SWITCHES} values={values} onChange={setSwitch} />
    </SettingsForm>
  );
}
