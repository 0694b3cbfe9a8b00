import { enumParam } from '#client/lib/url-enum-param.ts';
import { SETTINGS_TAB_TEXTS } from '#shared/spec-texts/people-texts.ts';

/** The four tabs of /settings, in order; the open one lives in the URL as ?tab=. */
export const SETTINGS_TABS = [
  { value: 'general', label: SETTINGS_TAB_TEXTS.general },
  { value: 'notifications', label: SETTINGS_TAB_TEXTS.notifications },
  { value: 'security', label: SETTINGS_TAB_TEXTS.security },
  { value: 'profile', label: SETTINGS_TAB_TEXTS.profile },
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number]['value'];

const DEFAULT_SETTINGS_TAB: SettingsTab = 'general';

const TAB_VALUES = SETTINGS_TABS.map((tab) => tab.value);

/** A missing or unknown ?tab= opens General. */
export function settingsTabFrom(param: string | null): SettingsTab {
  return enumParam(TAB_VALUES, param, DEFAULT_SETTINGS_TAB);
}
