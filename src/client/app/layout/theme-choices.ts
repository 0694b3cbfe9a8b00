import { type LucideIcon, MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import type { Theme } from '../../components/theme/theme-storage.ts';

/** SPEC 2: the header theme menu's choices, in order; the trigger names the current one. */
export const THEME_CHOICES: readonly { value: Theme; label: string; icon: LucideIcon }[] = [
  { value: 'light', label: 'Light', icon: SunIcon },
  { value: 'dark', label: 'Dark', icon: MoonIcon },
  { value: 'system', label: 'System', icon: MonitorIcon },
];
