/**
 * The device's copy of the signed-in employee's display settings (theme and
 * compact view are stored per employee and locally). public/theme-init.js reads the density key
 * before the first paint, as it does the theme.
 */
const DENSITY_STORAGE_KEY = 'density';
/** Whose saved theme this device last applied: a different employee signing in gets theirs. */
export const THEME_OWNER_STORAGE_KEY = 'theme-owner';
/** Auto Refresh on means lists refetch every 5 minutes. */
export const AUTO_REFRESH_MS = 5 * 60_000;

export type Density = 'compact' | 'comfortable';

export function applyDensity(density: Density): void {
  document.documentElement.dataset.density = density;
  writeLocal(DENSITY_STORAGE_KEY, density);
}

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be blocked; the server's copy still applies on each visit.
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // As above.
  }
}
