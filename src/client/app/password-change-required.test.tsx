import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_CHANGE_REQUIRED_MESSAGE } from '#shared/domain/role-permissions.ts';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { answer, fail, sentRequests } from '#tooling/test-client/api-handlers.ts';
import { currentEmployee, NoopResizeObserver, TOKEN } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './app-providers.tsx';
import { createAppRoutes } from './app-routes.tsx';

/*
 * ADR 023: an account with a temporary password (made or reset in the Admin Panel) sees nothing
 * but the password change until it has chosen its own; signing out stays possible. The server
 * refuses everything else with a 403, which sends an open screen to the change as well.
 */

// Screens load as separate modules; give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const TEMPORARY = 'Temp-password-0042';
const CHOSEN = 'copper-sweat-fittings-7';
// The server's words for it (ADR 021), which the client recognises by 'temporary password'.
const REFUSAL = PASSWORD_CHANGE_REQUIRED_MESSAGE;
const WITH_TEMPORARY_PASSWORD = currentEmployee(undefined, { mustChangePassword: true });

function serve(me: CurrentEmployee) {
  server.use(
    answer('GET /api/auth/me', me),
    answer('GET /api/auth/portal-info', { companyName: 'Plumbing Services' }),
    answer('GET /api/auth/demo-accounts', []),
    answer('GET /api/notifications/unread-count', { count: 0 }),
    answer('GET /api/work-orders-need-follow-up', [], { total: 0 }),
    answer('GET /api/work-orders/on-hold', []),
    answer('POST /api/auth/logout', { message: 'Logged out' }),
  );
}

function renderAt(path: string) {
  const client = createQueryClient();
  const router = createMemoryRouter(createAppRoutes(client), { initialEntries: [path] });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
}

const requested = () => sentRequests.map(({ method, url }) => `${method} ${url.pathname}`);

beforeEach(() => {
  localStorage.setItem('authToken', TOKEN);
  vi.stubGlobal('scrollTo', () => {});
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an account with a temporary password', () => {
  it('opening any screen lands on the password change, with no way elsewhere and nothing else asked of the server', async () => {
    serve(WITH_TEMPORARY_PASSWORD);
    const { router } = renderAt('/paused-jobs?view=list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your password' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/settings?tab=security');
    expect(await screen.findByLabelText('Current Password')).toBeTruthy();
    expect(screen.getByText('You signed in with a temporary password. Choose a new one now.')).toBeTruthy();

    // No sidebar, search, bell, quick actions or other settings tabs.
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: /quick actions/i })).toBeNull();
    expect(screen.getByRole('button', { name: /^Account: / })).toBeTruthy();
    expect(new Set(requested())).toEqual(new Set(['GET /api/auth/me', 'GET /api/auth/portal-info']));
  });

  it('another settings tab, typed in the address bar, is the password change too', async () => {
    serve(WITH_TEMPORARY_PASSWORD);
    const { router } = renderAt('/settings?tab=general');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your password' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=security');
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('once changed, goes on to the screen it was headed for, with everything back', async () => {
    serve(WITH_TEMPORARY_PASSWORD);
    server.use(answer('POST /api/auth/change-password', { message: 'Password changed' }));
    const { router, user } = renderAt('/paused-jobs');
    await user.type(await screen.findByLabelText('Current Password'), TEMPORARY);
    await user.type(screen.getByLabelText('New Password'), CHOSEN);
    await user.type(screen.getByLabelText('Confirm New Password'), CHOSEN);
    server.use(answer('GET /api/auth/me', { ...WITH_TEMPORARY_PASSWORD, mustChangePassword: false }));
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Paused Jobs' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/paused-jobs');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  }, 20_000); // three passwords typed and two screens loaded: slow on a busy machine

  it('can still sign out: the account menu offers Log out and nothing else', async () => {
    serve(WITH_TEMPORARY_PASSWORD);
    const { user } = renderAt('/dashboard');
    await user.click(await screen.findByRole('button', { name: /^Account: / }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Log out']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    await waitFor(() => expect(requested()).toContain('POST /api/auth/logout'));
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});

describe("the server's 403 for a temporary password", () => {
  it('takes a screen that is open to the password change (a password reset while signed in)', async () => {
    // Signed in before the reset: 'who am I' still says no, the list is refused.
    serve(currentEmployee());
    server.use(fail('GET /api/work-orders/on-hold', 403, REFUSAL));
    const { router } = renderAt('/paused-jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paused Jobs' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your password' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=security');
  });

  it('a refusal by role (another 403) leaves the screen where it is', async () => {
    serve(currentEmployee());
    server.use(fail('GET /api/work-orders/on-hold', 403, 'Only management can see paused jobs.'));
    const { router } = renderAt('/paused-jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paused Jobs' })).toBeTruthy();
    await waitFor(() => expect(requested()).toContain('GET /api/work-orders/on-hold'));
    expect(router.state.location.pathname).toBe('/paused-jobs');
    expect(screen.queryByRole('heading', { name: 'Change your password' })).toBeNull();
  });
});
