import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCKED_TOKEN_PREFIXES, LEGACY_PERSISTENT_TOKEN_PREFIX } from '#shared/domain/auth-token.ts';
import { answer, sent, sentRequests } from '#tooling/test-client/api-handlers.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { apiRequest } from './api-client.ts';
import { browserNavigation, HARD_RELOAD_DELAY_MS } from './clear-client-state.ts';
import { queryClient } from './query-client.ts';

function storeEverything(token: string) {
  localStorage.setItem('authToken', token);
  localStorage.setItem('theme', 'dark');
  localStorage.setItem('task-history', '[]');
  sessionStorage.setItem('token', token);
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no cookieStore to set one with
  document.cookie = 'portal_pref=compact; path=/';
  queryClient.setQueryData(['work-orders', 'list', {}], [{ id: 1 }]);
}

function expectEverythingCleared() {
  expect(localStorage.length).toBe(0);
  expect(sessionStorage.length).toBe(0);
  expect(document.cookie).toBe('');
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
}

beforeEach(() => {
  queryClient.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('token checks before each data request', () => {
  it('refuses a data request without a token, without calling the server', async () => {
    await expect(apiRequest('/api/work-orders')).rejects.toMatchObject({
      message: 'No authentication token available',
      kind: 'no-token',
    });
    expect(sentRequests).toEqual([]);
  });

  it('lets requests under /api/auth/ through without a token', async () => {
    server.use(answer('GET /api/auth/demo-accounts', []));
    await apiRequest('/api/auth/demo-accounts');
    expect(sent('GET /api/auth/demo-accounts')).toHaveLength(1);
  });

  it("says 'Invalid token format' for a token under 10 characters, and clears the stored tokens", async () => {
    localStorage.setItem('authToken', 'abc123');
    sessionStorage.setItem('access_token', 'abc123');
    await expect(apiRequest('/api/work-orders')).rejects.toMatchObject({
      message: 'Invalid token format',
      kind: 'invalid-token',
    });
    expect([localStorage.getItem('authToken'), sessionStorage.getItem('access_token')]).toEqual([null, null]);
    expect(sentRequests).toEqual([]);
  });

  it("says 'Invalid authentication token format' for a long token with other characters", async () => {
    localStorage.setItem('authToken', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig');
    await expect(apiRequest('/api/work-orders')).rejects.toThrow('Invalid authentication token format');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(sentRequests).toEqual([]);
  });

  it.each(BLOCKED_TOKEN_PREFIXES.filter((prefix) => prefix !== LEGACY_PERSISTENT_TOKEN_PREFIX))(
    'clears all storage, cookies and the query cache for a token starting %s, without reloading',
    async (prefix) => {
      vi.useFakeTimers();
      const reload = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => {});
      storeEverything(`${prefix}Abcdefghijkl`);
      await expect(apiRequest('/api/work-orders')).rejects.toMatchObject({
        message: 'Blacklisted token detected - executing nuclear cache clear',
        kind: 'blocked-token',
      });
      expectEverythingCleared();
      vi.advanceTimersByTime(5 * HARD_RELOAD_DELAY_MS);
      expect(reload).not.toHaveBeenCalled();
      expect(sentRequests).toEqual([]);
    },
  );

  it('for the legacy persistent token also empties Cache Storage and service workers, then reloads after 500 ms', async () => {
    const start = Date.parse('2026-11-22T15:05:00Z');
    vi.useFakeTimers({ now: start });
    const reload = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => {});
    const cacheNames = new Set(['workbox-precache', 'api-cache']);
    vi.stubGlobal('caches', {
      keys: async () => [...cacheNames],
      delete: async (name: string) => cacheNames.delete(name),
    });
    const unregister = vi.fn(async () => true);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: async () => [{ unregister }, { unregister }] },
    });
    storeEverything(`${LEGACY_PERSISTENT_TOKEN_PREFIX}ABCDEF123456789`);
    try {
      await expect(apiRequest('/api/work-orders')).rejects.toThrow(
        'Blacklisted token detected - executing nuclear cache clear',
      );
      expectEverythingCleared();
      expect(cacheNames.size).toBe(0);
      expect(unregister).toHaveBeenCalledTimes(2);

      vi.advanceTimersByTime(HARD_RELOAD_DELAY_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledOnce();
      const url = new URL(reload.mock.calls[0]?.[0] ?? '');
      expect(url.pathname).toBe(window.location.pathname);
      expect(url.searchParams.get('_cb')).toBe(String(start + HARD_RELOAD_DELAY_MS));
      expect(url.searchParams.get('_nocache')).toBe('1');
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
