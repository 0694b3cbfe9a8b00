import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Vite's ?raw import: the file's text, exactly as the browser will run it.
import themeInitScript from '#client/public/theme-init.js?raw';
import { ThemeProvider } from './theme-provider.tsx';
import { THEME_STORAGE_KEY } from './theme-storage.ts';
import { useTheme } from './use-theme.ts';

/** A stand-in for the OS setting: matchMedia('(prefers-color-scheme: dark)') that tests can flip. */
function fakeColorScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => ({
      media,
      get matches() {
        return media === '(prefers-color-scheme: dark)' && dark;
      },
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
    })),
  );
  return {
    set(next: boolean) {
      dark = next;
      for (const listener of listeners) listener({ matches: next } as MediaQueryListEvent);
    },
  };
}

function Probe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <>
      <output data-testid="theme">{`${theme}/${resolvedTheme}`}</output>
      <button type="button" onClick={() => setTheme('dark')}>
        Dark
      </button>
      <button type="button" onClick={() => setTheme('light')}>
        Light
      </button>
      <button type="button" onClick={() => setTheme('system')}>
        System
      </button>
    </>
  );
}

function renderProvider() {
  const user = userEvent.setup();
  render(
    <ThemeProvider>
      <Probe />
    </ThemeProvider>,
  );
  return user;
}

const shown = () => screen.getByTestId('theme').textContent;
const htmlIsDark = () => document.documentElement.classList.contains('dark');

beforeEach(() => {
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ThemeProvider (theme key)', () => {
  it('defaults to system and follows the OS setting live', () => {
    const os = fakeColorScheme(false);
    renderProvider();
    expect(shown()).toBe('system/light');
    expect(htmlIsDark()).toBe(false);
    act(() => os.set(true));
    expect(shown()).toBe('system/dark');
    expect(htmlIsDark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('stores an explicit choice under "theme" and applies it whatever the OS says', async () => {
    const os = fakeColorScheme(true);
    const user = renderProvider();
    await user.click(screen.getByRole('button', { name: 'Light' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(htmlIsDark()).toBe(false);
    act(() => os.set(false));
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(shown()).toBe('dark/dark');
    expect(htmlIsDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'System' }));
    expect(shown()).toBe('system/light');
    expect(htmlIsDark()).toBe(false);
  });

  it('starts from the stored choice, treats an unknown value as system, and follows other tabs', () => {
    fakeColorScheme(false);
    localStorage.setItem('theme', 'dark');
    renderProvider();
    expect(shown()).toBe('dark/dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'purple' }));
    });
    expect(shown()).toBe('system/light');
    cleanup();
    localStorage.setItem('theme', 'sepia');
    renderProvider();
    expect(shown()).toBe('system/light');
  });

  it('refuses to be used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useTheme must be used inside <ThemeProvider>');
  });
});

describe('public/theme-init.js (runs before React, so the first paint has the right theme)', () => {
  const run = () => new Function(themeInitScript)();

  it.each([
    ['dark', false, true],
    ['light', true, false],
    [null, true, true],
    [null, false, false],
    ['nonsense', true, true],
  ])('stored %s with an OS dark=%s gives dark=%s', (stored, osDark, expected) => {
    fakeColorScheme(osDark);
    if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
    run();
    expect(htmlIsDark()).toBe(expected);
    expect(document.documentElement.style.colorScheme).toBe(expected ? 'dark' : 'light');
  });
});
