import { createContext } from 'react';
import type { ResolvedTheme, Theme } from './theme-storage.ts';

export type ThemeContextValue = {
  /** What the person chose. */
  theme: Theme;
  /** What is on screen: 'system' resolved through prefers-color-scheme. */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
};

export const ThemeContext = createContext<ThemeContextValue | null>(null);
