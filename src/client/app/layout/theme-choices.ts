import { type LucideIcon, MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import type { Theme } from '#client/components/theme/theme-storage.ts';
import { HEADER_TEXTS } from '#shared/spec-texts/shell-texts.ts';

/** The header theme menu's choices, in order; the trigger names the current one. */
export const THEME_CHOICES: readonly { value: Theme; label: string; icon: LucideIcon }[] = [
  { value: 'light', label: HEADER_TEXTS.themeLight, icon: SunIcon },
  { value: 'dark', label: HEADER_TEXTS.themeDark, icon: MoonIcon },
  { value: 'system', label: HEADER_TEXTS.themeSystem, icon: MonitorIcon },
];
