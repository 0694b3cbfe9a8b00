import { cleanup, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { sentRequests } from '#tooling/test-client/api-handlers.ts';
import { NoopResizeObserver } from '#tooling/test-client/fixtures.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { Sidebar } from './sidebar.tsx';
import { WIDE_SIDEBAR_QUERY } from './use-sidebar-expanded.ts';

function renderSidebar() {
  const queryClient = createQueryClient();
  // Answers already in the cache (and fresh), so the sidebar asks the server nothing.
  queryClient.setQueryData(queryKeys.currentEmployee, {
    id: 1,
    name: 'Alan Whitaker',
    employeeType: 'admin',
  });
  queryClient.setQueryData(queryKeys.portalInfo, { companyName: 'Plumbing Services' });
  queryClient.setQueryData(queryKeys.notifications.unreadCount, { count: 0 });
  queryClient.setQueryData(queryKeys.workOrders.needFollowUp({ count: true }), 0);
  return renderInPortal(<Sidebar />, { path: '/settings', queryClient, signedIn: false });
}

it('starts as an icon rail, expands on request, and remembers the choice', async () => {
  const first = renderSidebar();
  const settings = screen.getByRole('link', { name: 'Settings' });
  expect(settings.getAttribute('aria-current')).toBe('page');
  expect(settings.textContent).toBe(''); // icon only; the name is for assistive tech and the tooltip

  await first.user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
  expect(screen.getByRole('link', { name: 'Settings' }).textContent).toBe('Settings');
  expect(localStorage.getItem('sidebar-expanded')).toBe('true');

  cleanup();
  const second = renderSidebar();
  expect(screen.getByRole('link', { name: 'Settings' }).textContent).toBe('Settings');
  await second.user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
  expect(screen.getByRole('link', { name: 'Settings' }).textContent).toBe('');
  expect(localStorage.getItem('sidebar-expanded')).toBe('false');
  expect(sentRequests).toEqual([]);
});

it('starts wide, with labels, on a desktop screen (1024 px and up) until the person collapses it', async () => {
  const wide = vi.fn((query: string) => ({ matches: query === WIDE_SIDEBAR_QUERY }) as MediaQueryList);
  vi.stubGlobal('matchMedia', wide);
  try {
    const view = renderSidebar();
    expect(screen.getByRole('link', { name: 'Settings' }).textContent).toBe('Settings');
    await view.user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    cleanup();
    renderSidebar();
    // The choice wins over the width.
    expect(screen.getByRole('link', { name: 'Settings' }).textContent).toBe('');
  } finally {
    vi.unstubAllGlobals();
  }
});

it('names each link of the icon rail in a tooltip on keyboard focus', async () => {
  // The tooltip's positioning watches sizes, which jsdom cannot measure.
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  const view = renderSidebar();
  await view.user.tab();
  const focused = document.activeElement as HTMLElement;
  expect(focused.getAttribute('aria-label')).toBe('Dashboard');
  expect((await screen.findByRole('tooltip')).textContent).toBe('Dashboard');
  vi.unstubAllGlobals();
});
