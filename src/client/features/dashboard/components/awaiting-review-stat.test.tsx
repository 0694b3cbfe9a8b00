import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, sentQueries } from '#tooling/test-client/api-handlers.ts';
import { renderDashboard, setUpDashboardTests } from '#tooling/test-client/dashboard-screen.tsx';
import { workOrder } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';

const onOpenTask = vi.fn();
setUpDashboardTests(onOpenTask);

const TITLE = 'Finished, awaiting review';

describe("/dashboard: the card 'Finished, awaiting review'", { timeout: 20_000 }, () => {
  it("counts the server's hand-backs awaiting review with one row, and opens the task list filtered so", async () => {
    server.use(
      answer('GET /api/work-orders', ({ url }) => (url.searchParams.get('handBack') ? [workOrder(1)] : []), {
        total: 7,
      }),
    );
    const { user, location } = renderDashboard(onOpenTask);
    const card = (await screen.findByText(TITLE)).closest('[data-slot="stat-card"]') as HTMLElement;
    await waitFor(() => expect(within(card).getByText('7')).toBeTruthy());
    expect(sentQueries('GET /api/work-orders').filter((query) => query.handBack)).toEqual([
      { handBack: 'awaiting-review', limit: '1' },
    ]);

    const link = within(card).getByRole('link', { name: 'View the hand-backs to review' });
    expect(link.getAttribute('href')).toBe('/tasks?handBack=awaiting-review');
    link.focus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/tasks?handBack=awaiting-review');
  });

  it('shows a dash until the count arrives', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      answer('GET /api/work-orders', async () => {
        await gate;
        return [];
      }),
    );
    renderDashboard(onOpenTask);
    const card = (await screen.findByText(TITLE)).closest('[data-slot="stat-card"]') as HTMLElement;
    expect(within(card).getByText('–')).toBeTruthy();
    release();
    await waitFor(() => expect(within(card).getByText('0')).toBeTruthy());
  });
});
