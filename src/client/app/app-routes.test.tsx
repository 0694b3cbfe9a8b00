import { act, cleanup, configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_PREFIX, TOKEN_RANDOM_LENGTH } from '../../shared/domain/auth-token.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './app-providers.tsx';
import { createAppRoutes } from './app-routes.tsx';

// Screens load as separate modules; give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const TOKEN = `${TOKEN_PREFIX}${'A'.repeat(TOKEN_RANDOM_LENGTH)}`;
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

type Employee = { id: number; name: string; email: string; employeeType: string };
const OFFICE: Employee = {
  id: 3,
  name: 'Priya Natarajan',
  email: 'priya@example.com',
  employeeType: 'office',
};

/** The server, as far as the shell asks it anything: fetch is the edge the app talks through. */
type Answers = { me: Employee | null; unread?: number | 'session-ended'; followUp?: number };

function serve({ me, unread = 0, followUp = 0 }: Answers) {
  const json = (body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json', ...headers },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://portal.test').pathname;
      switch (path) {
        case '/api/auth/me':
          return me ? json(me) : new Response('{"message":"expired"}', { status: 401 });
        case '/api/auth/portal-info':
          return json({ companyName: 'Plumbing Services' });
        case '/api/auth/demo-accounts':
          return json([]);
        case '/api/notifications/unread-count':
          return unread === 'session-ended'
            ? new Response('{"message":"Session expired"}', { status: 401 })
            : json({ count: unread });
        case '/api/work-orders':
          return json([]);
        case '/api/work-orders-need-follow-up':
          return json([], { 'x-total-count': String(followUp) });
        default:
          return new Response('{"message":"not found"}', { status: 404 });
      }
    }),
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
  localStorage.clear();
  // jsdom does not scroll; the layout's ScrollRestoration asks it to on every navigation.
  vi.stubGlobal('scrollTo', () => {});
  // jsdom has no ResizeObserver; Radix measures controls with it (the login form's checkbox).
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
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

  it('shows the screen inside the layout, with the badges capped as SPEC 9 says', async () => {
    serve({ me: OFFICE, unread: 12, followUp: 150 });
    renderAt('/paused-jobs');
    expect(await screen.findByRole('heading', { name: 'Paused Jobs', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Notifications, 9+ unread' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Tasks, 99+ need follow-up' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notifications, 12 unread' })).toBeTruthy(); // the sidebar's
    expect(screen.getByRole('link', { name: 'Paused Jobs' }).getAttribute('aria-current')).toBe('page');
    // PRODUCT: the Admin Panel link is for admin and management only.
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).toBeNull();
  });

  it('a session that ends while the portal is open brings back the login form, then the same page', async () => {
    serve({ me: OFFICE, unread: 'session-ended' });
    const router = renderAt('/paused-jobs');
    expect(await screen.findByRole('heading', { name: 'Paused Jobs', level: 1 })).toBeTruthy();
    // The bell's request is refused; one retry (SPEC 9) follows a second later.
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/paused-jobs' } });
    expect(localStorage.getItem('authToken')).toBeNull();
    // ADR 014: the login form says why, in SPEC 8's words, once.
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
  ])('%s on %s lands on %s', async (path, _device, landing, userAgent) => {
    serve({ me: OFFICE });
    const router = renderAt(path, userAgent);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(landing);
  });

  it('a mobile page asks for its list once per visit, as the route is entered (SPEC 9: never fresh)', async () => {
    serve({ me: OFFICE });
    const listRequests = () =>
      vi.mocked(fetch).mock.calls.filter(([input]) => String(input).includes('lightweight=true')).length;
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
