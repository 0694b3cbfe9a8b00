import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toaster.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { currentEmployee, TOKEN } from '../../testing/fixtures.ts';
import { UserMenu } from './user-menu.tsx';

const ME = currentEmployee();

function stubLogout() {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(String(input), 'http://portal.test').pathname}`);
      return new Response(JSON.stringify({ message: 'Logged out' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

function renderMenu(signedIn = true) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.currentEmployee, signedIn ? ME : null);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/tasks']}>
        <Routes>
          <Route path="/tasks" element={<UserMenu />} />
          <Route path="/profile" element={<h1>Profile page</h1>} />
          <Route path="/login" element={<h1>Login page</h1>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

async function openMenu() {
  const trigger = screen.getByRole('button', { name: 'Account: Priya Natarajan, Office' });
  expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.findByRole('menu');
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('authToken', TOKEN);
});
afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
});

describe('the header user menu', () => {
  it("names the employee and their type, and opens 'Profile Settings'", async () => {
    stubLogout();
    renderMenu();
    const menu = await openMenu();
    expect(menu.textContent).toContain('Priya Natarajan');
    expect(menu.textContent).toContain('Office');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Profile Settings' }));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeTruthy();
  });

  it("signs out with 'Log out' and shows the login page", async () => {
    const requests = stubLogout();
    renderMenu();
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    await waitFor(() => expect(requests).toEqual(['POST /api/auth/logout']));
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('shows nothing while nobody is signed in', () => {
    stubLogout();
    renderMenu(false);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
