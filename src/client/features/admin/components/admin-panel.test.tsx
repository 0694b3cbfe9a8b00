import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import {
  MANAGER,
  renderAdmin,
  sentActivityReads,
  sentTableReads,
  stubMissingBrowserApis,
} from '#tooling/test-client/admin-panel.tsx';
import { answer, sent } from '#tooling/test-client/api-handlers.ts';
import { OFFICE, PLUMBER } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';

beforeEach(stubMissingBrowserApis);

/** Every request that reaches the network from now on, answered or not, as 'METHOD path'. */
function recordEveryRequest() {
  const asked: string[] = [];
  const record = ({ request }: { request: Request }) => {
    asked.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return asked;
}

describe('/admin access (the role table in docs/product.md: admin and management)', () => {
  it.each([
    ['office', OFFICE],
    ['a technician', PLUMBER],
  ])('refuses %s without asking the server for anything', async (_, me) => {
    const asked = recordEveryRequest();
    renderAdmin('/admin', { me });
    expect(await screen.findByRole('heading', { name: 'Access Denied', level: 1 })).toBeTruthy();
    expect(screen.getByText('Only admin and management can use the admin panel.')).toBeTruthy();
    // Give any query a chance to start before asserting none did.
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(asked.filter((request) => request !== 'GET /api/auth/me')).toEqual([]);
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows management the panel with its two tabs, Employees first', async () => {
    renderAdmin('/admin', { me: MANAGER });
    expect(await screen.findByRole('heading', { name: 'Admin Panel', level: 1 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Employees', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Activity Log', selected: false })).toBeTruthy();
    await waitFor(() => expect(sentTableReads()).toHaveLength(1));
  });
});

describe('the tab lives in the URL', () => {
  it('opening Activity Log writes ?tab=activity and loads the log; Employees removes it', async () => {
    const page = renderAdmin();
    await page.user.click(await screen.findByRole('tab', { name: 'Activity Log' }));
    expect(await screen.findByText('No activity matches these filters')).toBeTruthy();
    expect(page.search()).toBe('?tab=activity');
    expect(sentActivityReads()).toHaveLength(1);
    await page.user.click(screen.getByRole('tab', { name: 'Employees' }));
    expect(await screen.findByRole('button', { name: 'Add Employee' })).toBeTruthy();
    expect(page.search()).toBe('');
  });

  it('opening Recently deleted writes ?tab=deleted and asks for the deleted work only then', async () => {
    const page = renderAdmin('/admin', { handlers: [answer('GET /api/deleted-work-orders', [])] });
    await screen.findByRole('tab', { name: 'Recently deleted' });
    expect(sent('GET /api/deleted-work-orders')).toEqual([]);
    await page.user.click(screen.getByRole('tab', { name: 'Recently deleted' }));
    expect(await screen.findByText('Nothing has been deleted recently', {}, { timeout: 5000 })).toBeTruthy();
    expect(page.search()).toBe('?tab=deleted');
    expect(sent('GET /api/deleted-work-orders')).toHaveLength(1);
  });

  it('a reload of ?tab=activity opens the Activity Log', async () => {
    renderAdmin('/admin?tab=activity');
    expect(await screen.findByRole('tab', { name: 'Activity Log', selected: true })).toBeTruthy();
    await waitFor(() => expect(sentActivityReads()).toHaveLength(1));
    expect(sentTableReads()).toEqual([]);
  });
});
