import { act, configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { answer, fail, sentQueries } from '#tooling/test-client/api-handlers.ts';
import { currentEmployee, NoopResizeObserver, TOKEN } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './app-providers.tsx';
import { createAppRoutes } from './app-routes.tsx';

// Screens load as separate modules; give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

const OFFICE = currentEmployee();

/** The server, as far as the shell asks it anything, beyond the default portal. */
type Answers = { me: CurrentEmployee | null; unread?: number | 'session-ended'; followUp?: number };

function serve({ me, unread = 0, followUp = 0 }: Answers) {
  server.use(
    me ? answer('GET /api/auth/me', me) : fail('GET /api/auth/me', 401, 'expired'),
    answer('GET /api/auth/portal-info', { companyName: 'Plumbing Services' }),
    answer('GET /api/auth/demo-accounts', []),
    unread === 'session-ended'
      ? fail('GET /api/notifications/unread-count', 401, 'Session expired')
      : answer('GET /api/notifications/unread-count', { count: unread }),
    answer('GET /api/work-orders-need-follow-up', [], { total: followUp }),
    // The screen most of these tests open: an empty paused-jobs list.
    answer('GET /api/work-orders/on-hold', []),
  );
}

function renderAt(path: string, userAgent = DESKTOP) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const client = createQueryClient();
  const router = createMemoryRouter(createAppRoutes(client), { initialEntries: [path] });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => {
  // jsdom does not scroll; the layout's ScrollRestoration asks it to on every navigation.
  vi.stubGlobal('scrollTo', () => {});
  // jsdom has no ResizeObserver; Radix measures controls with it (the login form's checkbox).
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signed out', () => {
  it('a protected route shows the login form and remembers where the visitor was going', async () => {
    serve({ me: null });
    const router = renderAt('/paused-jobs?view=list');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    // No token, no session that ended: nothing to explain.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/paused-jobs', search: '?view=list' },
    });
  });

  it('a token the server no longer accepts counts as signed out and is forgotten', async () => {
    localStorage.setItem('authToken', TOKEN);
    serve({ me: null });
    const router = renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('authToken')).toBeNull();
    // ADR 014: the login form says why.
    expect(screen.getByRole('alert').textContent).toBe('Authentication expired - please log in again');
  });

  it('an unknown path shows the 404 page with a link home', async () => {
    serve({ me: null });
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});

describe('signed in', () => {
  beforeEach(() => localStorage.setItem('authToken', TOKEN));

  it('shows the screen inside the layout, with the badges capped as specified', async () => {
    serve({ me: OFFICE, unread: 12, followUp: 150 });
    renderAt('/paused-jobs');
    expect(await screen.findByRole('heading', { name: 'Paused Jobs', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Notifications, 9+ unread' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: '99+ need follow-up' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tasks' }).getAttribute('href')).toBe('/tasks');
    expect(screen.getByRole('link', { name: 'Notifications, 12 unread' })).toBeTruthy(); // the sidebar's
    expect(screen.getByRole('link', { name: 'Paused Jobs' }).getAttribute('aria-current')).toBe('page');
    // The Admin Panel link is for admin and management only.
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).toBeNull();
  });

  it('a session that ends while the portal is open brings back the login form, then the same page', async () => {
    serve({ me: OFFICE, unread: 'session-ended' });
    const router = renderAt('/paused-jobs');
    expect(await screen.findByRole('heading', { name: 'Paused Jobs', level: 1 })).toBeTruthy();
    // The bell's request is refused; one retry follows a second later.
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/paused-jobs' } });
    expect(localStorage.getItem('authToken')).toBeNull();
    // ADR 014: the login form says why, in the catalogue's words, once.
    expect(screen.getByRole('alert').textContent).toBe('Authentication expired - please log in again');
    expect(sessionStorage.length).toBe(0);
  });

  it('shows the Admin Panel link to management', async () => {
    serve({ me: { ...OFFICE, employeeType: 'management' } });
    renderAt('/dashboard');
    expect(await screen.findByRole('link', { name: 'Admin Panel' })).toBeTruthy();
  });

  it.each([
    ['/', 'a desktop', '/tasks', DESKTOP],
    ['/', 'a phone', '/minimal-mobile-tasks', PHONE],
    ['/tasks', 'a phone', '/minimal-mobile-tasks', PHONE],
    ['/tasks/active?search=valve', 'a phone', '/tasks/active', PHONE],
  ])(
    '%s on %s lands on %s',
    async (path, _device, landing, userAgent) => {
      serve({ me: OFFICE });
      const router = renderAt(path, userAgent);
      // Each case's first visit imports its whole route (near 5 s on a busy machine).
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 12_000 })).toBeTruthy();
      expect(router.state.location.pathname).toBe(landing);
    },
    15_000,
  );

  it('a mobile page asks for its list once per visit, as the route is entered (never fresh)', async () => {
    serve({ me: OFFICE });
    const listRequests = () =>
      sentQueries('GET /api/work-orders').filter((query) => query.lightweight === 'true').length;
    const router = renderAt('/minimal-mobile-tasks', PHONE);
    expect(await screen.findByText('No tasks found')).toBeTruthy();
    expect(listRequests()).toBe(1);
    await act(() => router.navigate('/profile'));
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeTruthy();
    await act(() => router.navigate('/minimal-mobile-tasks'));
    expect(await screen.findByText('No tasks found')).toBeTruthy();
    await vi.waitFor(() => expect(listRequests()).toBe(2));
  });

  it('/login sends a signed-in visitor on to where they were going', async () => {
    serve({ me: OFFICE });
    const client = createQueryClient();
    const router = createMemoryRouter(createAppRoutes(client), {
      initialEntries: [{ pathname: '/login', state: { from: { pathname: '/settings', search: '' } } }],
    });
    render(
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('shows "Loading admin panel..." until the admin screen has loaded', async () => {
    serve({ me: OFFICE });
    renderAt('/admin');
    // The session check and the screen's code both resolve asynchronously; the fallback comes first.
    expect(await screen.findByText('Loading admin panel...')).toBeTruthy();
    // Office may not use it: the screen that loaded says so.
    expect(await screen.findByRole('heading', { name: 'Access Denied', level: 1 })).toBeTruthy();
    await act(async () => {});
  });
});
