import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { answer, sentRequests } from '#tooling/test-client/api-handlers.ts';
import { currentEmployee } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { UserMenu } from './user-menu.tsx';

const ME = currentEmployee();

function renderMenu(signedIn = true) {
  server.use(answer('POST /api/auth/logout', { message: 'Logged out' }));
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.currentEmployee, signedIn ? ME : null);
  return renderInPortal(null, {
    path: '/tasks',
    queryClient,
    routes: [
      { path: '/tasks', element: <UserMenu /> },
      { path: '/profile', element: <h1>Profile page</h1> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
  });
}

async function openMenu({ user }: ReturnType<typeof renderMenu>) {
  const trigger = screen.getByRole('button', { name: 'Account: Priya Natarajan, Office' });
  expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
  await user.tab();
  expect(document.activeElement).toBe(trigger);
  await user.keyboard('{Enter}');
  return screen.findByRole('menu');
}

describe('the header user menu', () => {
  it("names the employee and their type, and opens 'Profile Settings'", async () => {
    const view = renderMenu();
    const menu = await openMenu(view);
    expect(menu.textContent).toContain('Priya Natarajan');
    expect(menu.textContent).toContain('Office');
    await view.user.click(screen.getByRole('menuitem', { name: 'Profile Settings' }));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeTruthy();
  });

  it("signs out with 'Log out' and shows the login page", async () => {
    const view = renderMenu();
    await openMenu(view);
    await view.user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    await waitFor(() =>
      expect(sentRequests.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
        'POST /api/auth/logout',
      ]),
    );
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('is named by its own text, which holds the name and type it shows (WCAG 2.5.3 Label in Name)', () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Account: Priya Natarajan, Office' });
    // An aria-label would stand in for the shown words instead of holding them.
    expect(trigger.getAttribute('aria-label')).toBeNull();
    expect(within(trigger).getByText('Priya Natarajan')).toBeTruthy();
    expect(within(trigger).getByText('Office')).toBeTruthy();
  });

  it('shows nothing while nobody is signed in', () => {
    renderMenu(false);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
