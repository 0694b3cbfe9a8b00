import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_REVOKES_KEY, sendPendingRevokes } from '#client/lib/pending-revokes.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { TASK_HISTORY_KEY } from '#client/lib/task-history.ts';
import { SAVED_ANSWERS_CACHE } from '#client/service-worker/offline-copy-keys.ts';
import { answer, fail, sent, sentRequests, unreachable } from '#tooling/test-client/api-handlers.ts';
import { TOKEN, toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { memoryCacheStorage } from '#tooling/test-client/service-worker-cache-storage.ts';
import { LOGOUT_OFFLINE_TEXT, useLogout } from './logout.ts';

const LOGOUT = 'POST /api/auth/logout';

let logoutNow: () => void = () => {};

function SignedInScreen() {
  const logout = useLogout();
  logoutNow = logout;
  return <h1>Signed in</h1>;
}

function renderSignedIn() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.currentEmployee, { id: 1, name: 'Alan Whitaker' });
  renderInPortal(null, {
    path: '/tasks',
    queryClient,
    routes: [
      { path: '/tasks', element: <SignedInScreen /> },
      { path: '/login', element: <h1>Login form</h1> },
    ],
  });
  return queryClient;
}

// renderInPortal puts the token in localStorage; a session-only sign-in keeps it here as well.
beforeEach(() => sessionStorage.setItem('auth_token', TOKEN));

describe('useLogout', () => {
  it('tells the server, forgets the token and the cache, says Logged Out and shows the login page', async () => {
    server.use(answer(LOGOUT, { message: 'Logged out' }));
    const queryClient = renderSignedIn();
    act(() => logoutNow());
    expect(await screen.findByRole('heading', { name: 'Login form' })).toBeTruthy();
    const first = sentRequests[0];
    expect([first?.url.pathname, first?.method, first?.headers.get('x-auth-token')]).toEqual([
      '/api/auth/logout',
      'POST',
      TOKEN,
    ]);
    expect([localStorage.getItem('authToken'), sessionStorage.getItem('auth_token')]).toEqual([null, null]);
    expect(queryClient.getQueryData(queryKeys.currentEmployee)).toBeUndefined();
    expect(toastTexts()).toEqual(['Logged Out: You have been successfully logged out.']);
  });

  it('still signs out locally when the server call fails, and says why', async () => {
    server.use(fail(LOGOUT, 500, 'boom'));
    const queryClient = renderSignedIn();
    act(() => logoutNow());
    expect(await screen.findByRole('heading', { name: 'Login form' })).toBeTruthy();
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Logout Error: Server error. Please try again later.']),
    );
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(queryClient.getQueryData(queryKeys.currentEmployee)).toBeUndefined();
  });
});

/** The phone as the browser reports it: no connection (TanStack Query listens for these events). */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

function comeBackOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
}

/** The service worker's saved lists (ADR 046), as the page sees Cache Storage. */
async function withSavedLists() {
  const caches = memoryCacheStorage({ origin: window.location.origin });
  vi.stubGlobal('caches', caches);
  const saved = await caches.open(SAVED_ANSWERS_CACHE);
  await saved.put('/__saved__/0123abcd/api/auth/me', Response.json({ id: 1, name: 'Alan Whitaker' }));
  const postMessage = vi.fn();
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { controller: { postMessage } },
    configurable: true,
  });
  return { caches, postMessage };
}

/** What the server was asked to revoke: the token each sign-out request carried. */
const revokedTokens = () => sent(LOGOUT).map((request) => request.headers.get('x-auth-token'));

describe('signing out with no connection (ADR 023)', () => {
  afterEach(() => {
    comeBackOnline();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('forgets the session and everything personal at once, and ends it on the server when the connection returns', async () => {
    const { caches, postMessage } = await withSavedLists();
    localStorage.setItem(TASK_HISTORY_KEY, JSON.stringify([{ id: 7, title: 'Leak at the Hendersons' }]));
    goOffline();
    server.use(unreachable(LOGOUT));
    const queryClient = renderSignedIn();

    act(() => logoutNow());
    expect(await screen.findByRole('heading', { name: 'Login form' })).toBeTruthy();
    expect([localStorage.getItem('authToken'), sessionStorage.getItem('auth_token')]).toEqual([null, null]);
    expect(localStorage.getItem(TASK_HISTORY_KEY)).toBeNull();
    expect(queryClient.getQueryData(queryKeys.currentEmployee)).toBeUndefined();
    await waitFor(async () => expect(await caches.has(SAVED_ANSWERS_CACHE)).toBe(false));
    expect(postMessage).toHaveBeenCalledWith({ type: 'forget-saved-answers' });
    await waitFor(() => expect(toastTexts()).toEqual([`Logged Out: ${LOGOUT_OFFLINE_TEXT}`]));
    // Only the revoke holds on to the token, and nothing else reads it.
    expect(localStorage.getItem(PENDING_REVOKES_KEY)).toBe(JSON.stringify([TOKEN]));

    server.use(answer(LOGOUT, { message: 'Logged out' }));
    comeBackOnline();
    await waitFor(() => expect(localStorage.getItem(PENDING_REVOKES_KEY)).toBeNull());
    expect(revokedTokens()).toEqual([TOKEN, TOKEN]);
  });

  it('a sign-out the server never heard of is sent at the next start, once', async () => {
    goOffline();
    server.use(unreachable(LOGOUT));
    renderSignedIn();
    act(() => logoutNow());
    await waitFor(() => expect(localStorage.getItem(PENDING_REVOKES_KEY)).not.toBeNull());

    // The next start (main.tsx), with the server reachable again.
    server.use(answer(LOGOUT, { message: 'Logged out' }));
    await sendPendingRevokes();
    await sendPendingRevokes();
    expect(localStorage.getItem(PENDING_REVOKES_KEY)).toBeNull();
    expect(revokedTokens()).toEqual([TOKEN, TOKEN]);
  });

  it('a server that fails keeps the revoke for later, and a session already gone (401) ends it', async () => {
    server.use(fail(LOGOUT, 503, 'Service Unavailable'));
    renderSignedIn();
    act(() => logoutNow());
    expect(await screen.findByRole('heading', { name: 'Login form' })).toBeTruthy();
    await waitFor(() => expect(toastTexts()).toEqual(['Logout Error: 503: Service Unavailable']));
    expect(localStorage.getItem(PENDING_REVOKES_KEY)).toBe(JSON.stringify([TOKEN]));

    server.use(fail(LOGOUT, 401, 'Authentication required'));
    await sendPendingRevokes();
    expect(localStorage.getItem(PENDING_REVOKES_KEY)).toBeNull();
    // Its 401 is about the old session: nothing here is signed out, and no reason is kept for the form.
    expect(sessionStorage.getItem('session-ended-notice')).toBeNull();
  });
});
