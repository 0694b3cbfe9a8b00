/** The four tabs of /settings, in order; the open one lives in the URL as ?tab=. */
export const SETTINGS_TABS = [
  { value: 'general', label: 'General' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'security', label: 'Security' },
  { value: 'profile', label: 'Profile' },
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number]['value'];

export const DEFAULT_SETTINGS_TAB: SettingsTab = 'general';

/** A missing or unknown ?tab= opens General. */
export function settingsTabFrom(param: string | null): SettingsTab {
  return SETTINGS_TABS.find((tab) => tab.value === param)?.value ?? DEFAULT_SETTINGS_TAB;
}
