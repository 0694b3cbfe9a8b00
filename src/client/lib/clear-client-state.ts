import type { QueryClient } from '@tanstack/react-query';
import { PENDING_REVOKES_KEY } from './auth-storage.ts';
import { forgetReadMemory } from './read-memory.ts';

/** The hard reload after a full clearing waits 500 ms. */
export const HARD_RELOAD_DELAY_MS = 500;

/**
 * The browser's navigation, behind an object so tests can spy on it (jsdom cannot navigate, and
 * `window.location` itself cannot be replaced).
 */
export const browserNavigation = {
  replace(url: string): void {
    window.location.replace(url);
  },
};

function writeCookie(assignment: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: cookieStore is missing in older Safari and Firefox
  document.cookie = assignment;
}

/** Expire every cookie script can see, on the current path and on '/'. HttpOnly cookies are the server's. */
function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (!name) continue;
    const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0`;
    writeCookie(expired);
    writeCookie(`${expired}; path=/`);
  }
}

async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

async function deleteCacheStorage(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

/**
 * Everything the browser keeps for this site, gone (blocklisted token, legacy token):
 * local and session storage, cookies, service worker registrations, Cache Storage, the query
 * cache and the answers kept for the server's 304s (with the live change last heard of). A failing browser API must not stop the rest, so each step is attempted on its own.
 */
export async function clearClientState(queryClient: QueryClient): Promise<void> {
  // Sign-outs still to be sent (ADR 023) are kept: they end other sessions, not this bad token's.
  const steps = [
    () => {
      const pendingRevokes = localStorage.getItem(PENDING_REVOKES_KEY);
      localStorage.clear();
      if (pendingRevokes !== null) localStorage.setItem(PENDING_REVOKES_KEY, pendingRevokes);
    },
    () => sessionStorage.clear(),
    clearCookies,
    () => queryClient.clear(),
    forgetReadMemory,
    unregisterServiceWorkers,
    deleteCacheStorage,
  ];
  // async wrappers turn a synchronous throw (e.g. storage disabled) into a settled rejection.
  await Promise.allSettled(steps.map(async (step) => step()));
}

/** The current address with parameters that no cache has seen, so the reload fetches everything anew. */
export function cacheBustedUrl(href: string, now: number): string {
  const url = new URL(href);
  url.searchParams.set('_cb', String(now));
  url.searchParams.set('_nocache', '1');
  return url.toString();
}

type HardReloadOptions = {
  href?: string;
  now?: () => number;
  reload?: (url: string) => void;
};

/** A hard reload 500 ms after the full clearing, with cache-busting parameters. */
export function scheduleHardReload(options: HardReloadOptions = {}): void {
  const reload = options.reload ?? ((url: string) => browserNavigation.replace(url));
  const now = options.now ?? Date.now;
  setTimeout(() => {
    reload(cacheBustedUrl(options.href ?? window.location.href, now()));
  }, HARD_RELOAD_DELAY_MS);
}
