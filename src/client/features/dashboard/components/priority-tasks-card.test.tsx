import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '#tooling/test-client/api-handlers.ts';
import { renderDashboard, setUpDashboardTests } from '#tooling/test-client/dashboard-screen.tsx';
import { workOrder } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';

const onOpenTask = vi.fn();
setUpDashboardTests(onOpenTask);

const inFiveHours = () => new Date(Date.now() + 5 * 3_600_000 + 600_000).toISOString();

describe('Priority Tasks (issue 23: work on hold does not look urgent)', { timeout: 20_000 }, () => {
  it('shows an on-hold job by its days on hold and keeps the due-date urgency for the rest', async () => {
    server.use(
      answer('GET /api/dashboard/priority-work-orders', [
        workOrder(31, {
          title: 'Slab leak follow-up',
          priority: 'urgent',
          status: 'on-hold',
          dueDate: inFiveHours(),
          holdInsights: {
            daysOnHold: 2,
            overdueParts: [],
            readyToReturn: false,
            waitingOn: [],
            waitingFor: null,
          },
        }),
        workOrder(32, { title: 'Burst pipe', priority: 'urgent', status: 'open', dueDate: inFiveHours() }),
      ]),
    );
    renderDashboard(onOpenTask);
    const priority = screen.getByRole('region', { name: 'Priority Tasks' });
    const held = (await within(priority).findByRole('button', { name: 'Slab leak follow-up' })).closest('li');
    const open = within(priority).getByRole('button', { name: 'Burst pipe' }).closest('li');
    expect(within(held as HTMLElement).getByText('On hold · 2 days')).toBeTruthy();
    expect(within(held as HTMLElement).queryByText(/Due in|Overdue/)).toBeNull();
    expect(within(open as HTMLElement).getByText('Due in 5 hours')).toBeTruthy();
  });
});
