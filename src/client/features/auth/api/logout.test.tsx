import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, useToast } from '../../../components/ui/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useLogout } from './logout.ts';

const TOKEN = `spt1${'C'.repeat(43)}`;

let logoutNow: () => void = () => {};

function SignedInScreen() {
  const logout = useLogout();
  logoutNow = () => logout.mutate();
  return <h1>Signed in</h1>;
}

/** The open toasts, without rendering the Radix viewport (earlier tests' toasts are closed). */
function ToastLog() {
  const { toasts } = useToast();
  return (
    <output data-testid="toasts">
      {toasts
        .filter((t) => t.open)
        .map((t) => `${t.title}: ${t.description}`)
        .join(' | ')}
    </output>
  );
}

function renderSignedIn() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.currentEmployee, { id: 1, name: 'Alan Whitaker' });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/tasks']}>
        <Routes>
          <Route path="/tasks" element={<SignedInScreen />} />
          <Route path="/login" element={<h1>Login form</h1>} />
        </Routes>
      </MemoryRouter>
      <ToastLog />
    </QueryClientProvider>,
  );
  return queryClient;
}

function answerLogout(status: number, body: unknown) {
  const fetchSpy = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('authToken', TOKEN);
  sessionStorage.setItem('auth_token', TOKEN);
});

afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
});

describe('useLogout (SPEC 7/8)', () => {
  it('tells the server, forgets the token and the cache, says Logged Out and shows the login page', async () => {
    const fetchSpy = answerLogout(200, { message: 'Logged out' });
    const queryClient = renderSignedIn();
    act(() => logoutNow());
    expect(await screen.findByRole('heading', { name: 'Login form' })).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, (init.headers as Record<string, string>)['x-auth-token']]).toEqual([
      '/api/auth/logout',
      'POST',
      TOKEN,
    ]);
    expect([localStorage.getItem('authToken'), sessionStorage.getItem('auth_token')]).toEqual([null, null]);
    expect(queryClient.getQueryData(queryKeys.currentEmployee)).toBeUndefined();
    expect(screen.getByTestId('toasts').textContent).toBe(
      'Logged Out: You have been successfully logged out.',
    );
  });

  it('still signs out locally when the server call fails, and says why', async () => {
    answerLogout(500, { message: 'boom' });
    const queryClient = renderSignedIn();
    act(() => logoutNow());
    expect(await screen.findByRole('heading', { name: 'Login form' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('toasts').textContent).toBe(
        'Logout Error: Server error. Please try again later.',
      ),
    );
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(queryClient.getQueryData(queryKeys.currentEmployee)).toBeUndefined();
  });
});
