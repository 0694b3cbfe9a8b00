import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoAccount, LoginResponse } from '../../../../shared/schemas/auth.ts';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { LoginPage } from './login-page.tsx';

const TOKEN = `spt1${'B'.repeat(43)}`;
const DEMO: DemoAccount[] = [
  { name: 'Priya Natarajan', email: 'priya@demo.test', password: 'demo-pass-1', employeeType: 'office' },
  { name: 'Carlos Mendez', email: 'carlos@demo.test', password: 'demo-pass-1', employeeType: 'plumber' },
];
const employee = { id: 3, name: 'Priya Natarajan', email: 'priya@demo.test' } as LoginResponse['employee'];

type Reply = { status: number; body: unknown };

/** A fake server: portal info and demo accounts always answer; sign-in answers `login`. */
function stubServer({ demo = [] as DemoAccount[], login = { status: 200, body: {} } as Reply } = {}) {
  const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const json = (reply: Reply) => new Response(JSON.stringify(reply.body), { status: reply.status });
    if (url === '/api/auth/portal-info') return json({ status: 200, body: { companyName: 'Acme Plumbing' } });
    if (url === '/api/auth/demo-accounts') return json({ status: 200, body: demo });
    if (url === '/api/auth/login' && init?.method === 'POST') return json(login);
    return json({ status: 404, body: { message: 'not found' } });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return { loginCalls: () => fetchSpy.mock.calls.filter(([url]) => String(url) === '/api/auth/login') };
}

function renderLogin(state?: unknown) {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/paused-jobs" element={<h1>Paused jobs page</h1>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return queryClient;
}

/** The text of the toasts on screen (the viewport's list, not Radix's screen-reader copy). */
function toastTexts(): string[] {
  const region = screen.getByRole('region', { name: /notifications/i });
  return Array.from(region.querySelectorAll('li')).map((li) => {
    const title = li.querySelector('[data-slot="toast-title"]')?.textContent;
    const description = li.querySelector('[data-slot="toast-description"]')?.textContent;
    return `${title}: ${description}`;
  });
}

const emailInput = () => screen.getByLabelText('Email') as HTMLInputElement;
const passwordInput = () => screen.getByLabelText('Password', { exact: true }) as HTMLInputElement;
const signIn = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

/** jsdom has no ResizeObserver; Radix's checkbox measures itself with one. */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});

afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage (SPEC 2 /login)', () => {
  it('shows the brand from configuration, the headings and the help line', async () => {
    stubServer();
    renderLogin();
    expect(await screen.findByText('Acme Plumbing')).toBeTruthy();
    expect(screen.getByText('Employee Portal')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByText('Need help? Contact your administrator')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Stay logged in for 30 days' })).toBeTruthy();
  });

  it('says Missing Information and sends nothing when a field is empty', async () => {
    const server = stubServer();
    renderLogin();
    signIn();
    expect(toastTexts()).toEqual(['Missing Information: Please enter both email and password.']);
    expect(document.activeElement).toBe(emailInput());
    fireEvent.change(emailInput(), { target: { value: 'priya@demo.test' } });
    signIn();
    expect(document.activeElement).toBe(passwordInput());
    expect(server.loginCalls()).toEqual([]);
  });

  it('catches a malformed address (in the server schema words) before sending it', () => {
    const server = stubServer();
    renderLogin();
    fireEvent.change(emailInput(), { target: { value: 'priya-at-demo' } });
    fireEvent.change(passwordInput(), { target: { value: 'secret' } });
    signIn();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(server.loginCalls()).toEqual([]);
  });

  it('shows and hides the password with a labelled button', () => {
    stubServer();
    renderLogin();
    expect(passwordInput().type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput().type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput().type).toBe('password');
  });

  it('hides the test-accounts block when the server lists none', async () => {
    stubServer({ demo: [] });
    const queryClient = renderLogin();
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.demoAccounts)?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Test accounts' })).toBeNull();
  });

  it('lists the demo accounts, and choosing one fills the form', async () => {
    stubServer({ demo: DEMO });
    renderLogin();
    const block = await screen.findByRole('region', { name: 'Test accounts' });
    expect(within(block).getByText('Password for all:').textContent).toContain('demo-pass-1');
    fireEvent.click(within(block).getByRole('button', { name: /Carlos Mendez/ }));
    expect(emailInput().value).toBe('carlos@demo.test');
    expect(passwordInput().value).toBe('demo-pass-1');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign In' }));
  });

  it('signs in: stores the token, seeds the employee, welcomes by name and returns to the page asked for', async () => {
    const server = stubServer({ login: { status: 200, body: { token: TOKEN, employee, expiresAt: '' } } });
    const queryClient = renderLogin({ from: { pathname: '/paused-jobs', search: '', hash: '' } });
    // What an ended session left in memory (here, a saved mobile list) must not reach this one.
    queryClient.setQueryData(queryKeys.workOrders.savedMobileList, { jobs: [], savedAt: 'earlier' });
    fireEvent.change(emailInput(), { target: { value: ' priya@demo.test ' } });
    fireEvent.change(passwordInput(), { target: { value: 'demo-pass-1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Stay logged in for 30 days' }));
    signIn();
    expect(await screen.findByRole('heading', { name: 'Paused jobs page' })).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBe(TOKEN);
    expect(queryClient.getQueryData(queryKeys.currentEmployee)).toEqual(employee);
    expect(queryClient.getQueryData(queryKeys.workOrders.savedMobileList)).toBeUndefined();
    expect(toastTexts()).toEqual(['Login Successful: Welcome back, Priya Natarajan!']);
    const [, init] = server.loginCalls()[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'priya@demo.test',
      password: 'demo-pass-1',
      stayLoggedIn: true,
    });
  });

  it('shows Login Failed with the server message and stays on the form', async () => {
    stubServer({ login: { status: 401, body: { message: 'Invalid email or password' } } });
    renderLogin();
    fireEvent.change(emailInput(), { target: { value: 'priya@demo.test' } });
    fireEvent.change(passwordInput(), { target: { value: 'wrong' } });
    signIn();
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeTruthy();
    await waitFor(() => expect(toastTexts()).toEqual(['Login Failed: Invalid email or password']));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
