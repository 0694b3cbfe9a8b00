// Runs before the first paint (a plain synchronous script: the CSP allows only same-origin scripts,
// so this cannot be inline). Mirrors components/theme/theme-storage.ts: key 'theme', default 'system',
// and app/preferences/display-preferences.ts: key 'density' (compact view).
(() => {
  let theme = 'system';
  try {
    const stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
    if (window.localStorage.getItem('density') === 'compact')
      document.documentElement.dataset.density = 'compact';
  } catch {
    // Storage can be unavailable (privacy settings); the system preference still applies.
  }
  const dark =
    theme === 'dark' ||
    (theme === 'system' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
