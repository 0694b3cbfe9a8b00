import { screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { DemoAccount } from '#shared/schemas/auth.ts';
import { answer, fail, failure, held, sent, sentBodies } from '#tooling/test-client/api-handlers.ts';
import { currentEmployee, NoopResizeObserver, toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { LoginPage } from './login-page.tsx';

const LOGIN = 'POST /api/auth/login';
const TOKEN = `spt1${'B'.repeat(43)}`;
const DEMO: DemoAccount[] = [
  { name: 'Priya Natarajan', email: 'priya@demo.test', password: 'demo-pass-1', employeeType: 'office' },
  { name: 'Carlos Mendez', email: 'carlos@demo.test', password: 'demo-pass-1', employeeType: 'plumber' },
];
const employee = currentEmployee();

/**
 * /login signed out: portal info and demo accounts answer; sign-in answers a session unless a
 * test says otherwise (a handler is there so that a sign-in sent by mistake is seen).
 */
function renderLogin({ state, demo = [] }: { state?: unknown; demo?: DemoAccount[] } = {}) {
  server.use(
    answer('GET /api/auth/portal-info', { companyName: 'Acme Plumbing' }),
    answer('GET /api/auth/demo-accounts', demo),
    answer(LOGIN, { token: TOKEN, employee, expiresAt: '2026-12-20T10:00:00.000Z' }),
  );
  return renderInPortal(null, {
    signedIn: false,
    path: state === undefined ? '/login' : '/from-elsewhere',
    routes: [
      // The router starts here to reach /login carrying `state`, as a guard's redirect does.
      { path: '/from-elsewhere', element: <Navigate to="/login" replace state={state} /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <h1>Home page</h1> },
      { path: '/paused-jobs', element: <h1>Paused jobs page</h1> },
    ],
  });
}

const emailInput = () => screen.getByLabelText('Email') as HTMLInputElement;
const passwordInput = () => screen.getByLabelText('Password', { exact: true }) as HTMLInputElement;
const signInButton = () => screen.getByRole('button', { name: 'Sign In' });

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  return () => vi.unstubAllGlobals();
});

describe('LoginPage (/login)', () => {
  it('shows the brand from configuration, the headings and the help line', async () => {
    renderLogin();
    expect(await screen.findByText('Acme Plumbing')).toBeTruthy();
    expect(screen.getByText('Employee Portal')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByText('Need help? Contact your administrator')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Stay logged in for 30 days' })).toBeTruthy();
  });

  it('says Missing Information and sends nothing when a field is empty', async () => {
    const { user } = renderLogin();
    await user.click(signInButton());
    expect(toastTexts()).toEqual(['Missing Information: Please enter both email and password.']);
    expect(document.activeElement).toBe(emailInput());
    await user.type(emailInput(), 'priya@demo.test');
    await user.click(signInButton());
    expect(document.activeElement).toBe(passwordInput());
    expect(sent(LOGIN)).toEqual([]);
  });

  it('catches a malformed address (in the server schema words) before sending it', async () => {
    const { user } = renderLogin();
    await user.type(emailInput(), 'priya-at-demo');
    await user.type(passwordInput(), 'secret');
    await user.click(signInButton());
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(sent(LOGIN)).toEqual([]);
  });

  it('shows and hides the password with a labelled button', async () => {
    const { user } = renderLogin();
    expect(passwordInput().type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput().type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput().type).toBe('password');
  });

  it('hides the test-accounts block when the server lists none', async () => {
    const { queryClient } = renderLogin();
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.demoAccounts)?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Test accounts' })).toBeNull();
  });

  it('lists the demo accounts, and choosing one fills the form', async () => {
    const { user } = renderLogin({ demo: DEMO });
    const block = await screen.findByRole('region', { name: 'Test accounts' });
    expect(within(block).getByText('Password for all:').textContent).toContain('demo-pass-1');
    await user.click(within(block).getByRole('button', { name: /Carlos Mendez/ }));
    expect(emailInput().value).toBe('carlos@demo.test');
    expect(passwordInput().value).toBe('demo-pass-1');
    expect(document.activeElement).toBe(signInButton());
  });

  it('signs in: stores the token, seeds the employee, welcomes by name and returns to the page asked for', async () => {
    const { user, queryClient } = renderLogin({
      state: { from: { pathname: '/paused-jobs', search: '', hash: '' } },
    });
    // What an ended session left in memory (here, a saved mobile list) must not reach this one.
    queryClient.setQueryData(queryKeys.workOrders.savedMobileList, { jobs: [], savedAt: 'earlier' });
    await user.type(emailInput(), ' priya@demo.test ');
    await user.type(passwordInput(), 'demo-pass-1');
    await user.click(screen.getByRole('checkbox', { name: 'Stay logged in for 30 days' }));
    await user.click(signInButton());
    expect(await screen.findByRole('heading', { name: 'Paused jobs page' })).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBe(TOKEN);
    expect(queryClient.getQueryData(queryKeys.currentEmployee)).toEqual(employee);
    expect(queryClient.getQueryData(queryKeys.workOrders.savedMobileList)).toBeUndefined();
    expect(toastTexts()).toEqual(['Login Successful: Welcome back, Priya Natarajan!']);
    expect(sentBodies(LOGIN)).toEqual([
      { email: 'priya@demo.test', password: 'demo-pass-1', stayLoggedIn: true },
    ]);
  });

  it('shows Login Failed with the server message and stays on the form', async () => {
    const { user } = renderLogin();
    // Held, to see the button while the answer is on its way.
    const refusal = held(LOGIN, () => failure(401, 'Invalid email or password'));
    server.use(refusal.handler);
    await user.type(emailInput(), 'priya@demo.test');
    await user.type(passwordInput(), 'wrong');
    await user.click(signInButton());
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeTruthy();
    refusal.release();
    await waitFor(() => expect(toastTexts()).toEqual(['Login Failed: Invalid email or password']));
    // The toast comes from the mutation's onError, a render before the button is back.
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('shows how long to wait when sign-in is refused for too many attempts (429)', async () => {
    const { user } = renderLogin();
    const wait = 'Too many sign-in attempts. Please wait 16 minutes and try again.';
    server.use(fail(LOGIN, 429, wait));
    await user.type(emailInput(), 'priya@demo.test');
    await user.type(passwordInput(), 'right-one');
    await user.click(signInButton());
    await waitFor(() => expect(toastTexts()).toEqual([`Login Failed: ${wait}`]));
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
