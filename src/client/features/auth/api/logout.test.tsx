import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { answer, fail, sentRequests } from '../../../testing/api-handlers.ts';
import { TOKEN, toastTexts } from '../../../testing/fixtures.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderInPortal } from '../../../testing/render.tsx';
import { useLogout } from './logout.ts';

const LOGOUT = 'POST /api/auth/logout';

let logoutNow: () => void = () => {};

function SignedInScreen() {
  const logout = useLogout();
  logoutNow = () => logout.mutate();
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

describe('useLogout (SPEC 7/8)', () => {
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
