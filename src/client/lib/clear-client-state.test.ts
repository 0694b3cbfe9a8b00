import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cacheBustedUrl,
  clearClientState,
  HARD_RELOAD_DELAY_MS,
  scheduleHardReload,
} from './clear-client-state.ts';
import { createQueryClient } from './query-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('clearClientState (full clearing)', () => {
  it('clears everything it can even when one browser API fails', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['employees'], []);
    localStorage.setItem('authToken', 'x');
    sessionStorage.setItem('authToken', 'x');
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no cookieStore to set one with
    document.cookie = 'a=1; path=/';
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no cookieStore to set one with
    document.cookie = 'b=2';
    vi.stubGlobal('caches', { keys: () => Promise.reject(new Error('SecurityError')), delete: vi.fn() });
    const unregister = vi.fn(async () => true);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: async () => [{ unregister }] },
    });

    await expect(clearClientState(queryClient)).resolves.toBeUndefined();

    expect([localStorage.length, sessionStorage.length, document.cookie]).toEqual([0, 0, '']);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(unregister).toHaveBeenCalledOnce();
  });

  it('works where the browser has no service workers or Cache Storage', async () => {
    localStorage.setItem('k', 'v');
    await clearClientState(createQueryClient());
    expect(localStorage.length).toBe(0);
  });
});

describe('hard reload', () => {
  it('adds cache-busting parameters and keeps the rest of the address', () => {
    const url = new URL(cacheBustedUrl('https://portal.example/tasks?search=leak#top', 1234));
    expect(url.pathname).toBe('/tasks');
    expect(url.searchParams.get('search')).toBe('leak');
    expect(url.searchParams.get('_cb')).toBe('1234');
    expect(url.searchParams.get('_nocache')).toBe('1');
    expect(url.hash).toBe('#top');
  });

  it('reloads once, 500 ms later', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    scheduleHardReload({ href: 'https://portal.example/', now: () => 42, reload });
    vi.advanceTimersByTime(HARD_RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledExactlyOnceWith('https://portal.example/?_cb=42&_nocache=1');
    expect(HARD_RELOAD_DELAY_MS).toBe(500);
  });
});
