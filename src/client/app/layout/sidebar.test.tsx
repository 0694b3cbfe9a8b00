import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { Sidebar } from './sidebar.tsx';

function renderSidebar() {
  const client = createQueryClient();
  // Answers already in the cache (and fresh), so the sidebar asks the server nothing.
  client.setQueryData(queryKeys.currentEmployee, { id: 1, name: 'Alan Whitaker', employeeType: 'admin' });
  client.setQueryData(queryKeys.portalInfo, { companyName: 'Plumbing Services' });
  client.setQueryData(queryKeys.notifications.unreadCount, { count: 0 });
  client.setQueryData(queryKeys.workOrders.needFollowUp({ count: true }), 0);
  return render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <MemoryRouter initialEntries={['/settings']}>
          <Sidebar />
        </MemoryRouter>
      </TooltipProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new Error('the sidebar should not have asked the server');
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('starts as an icon rail, expands on request, and remembers the choice', () => {
  renderSidebar();
  const settings = screen.getByRole('link', { name: 'Settings' });
  expect(settings.getAttribute('aria-current')).toBe('page');
  expect(settings.textContent).toBe(''); // icon only; the name is for assistive tech and the tooltip

  fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
  expect(screen.getByRole('link', { name: 'Settings' }).textContent).toBe('Settings');
  expect(localStorage.getItem('sidebar-expanded')).toBe('true');

  cleanup();
  renderSidebar();
  expect(screen.getByRole('link', { name: 'Settings' }).textContent).toBe('Settings');
  fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
  expect(screen.getByRole('link', { name: 'Settings' }).textContent).toBe('');
  expect(localStorage.getItem('sidebar-expanded')).toBe('false');
});
