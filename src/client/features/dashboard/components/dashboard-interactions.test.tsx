import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readTaskHistory, recordTaskView } from '#client/lib/task-history.ts';
import { answer, sentQueries } from '#tooling/test-client/api-handlers.ts';
import {
  employeeStats,
  recentRow,
  renderDashboard,
  setUpDashboardTests,
} from '#tooling/test-client/dashboard-screen.tsx';
import { workOrder } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';

const onOpenTask = vi.fn();
setUpDashboardTests(onOpenTask);

const card = (title: string) => screen.getByRole('region', { name: title });

// User-event waits like a person between steps; on a busy machine a story can outlast 5 s.
describe('/dashboard interactions', { timeout: 20_000 }, () => {
  it('pages Recent Tasks on the server, 10 rows at a time', async () => {
    const rows = Array.from({ length: 23 }, (_, index) =>
      recentRow(index + 1, {
        assignedEmployee: 'Carlos Mendez',
        assignedOfficeEmployee: index === 0 ? 'Priya Natarajan' : null,
        status: index === 0 ? 'in-progress' : 'open',
        dueDate: index === 0 ? '2026-11-22' : null,
      }),
    );
    // The second page waits, to see what shows meanwhile.
    let releaseSecondPage = () => {};
    const secondPage = new Promise<void>((resolve) => {
      releaseSecondPage = resolve;
    });
    server.use(
      answer(
        'GET /api/dashboard/recent-work-orders',
        async ({ url }) => {
          const offset = Number(url.searchParams.get('offset') ?? 0);
          if (offset === 10) await secondPage;
          return rows.slice(offset, offset + 10);
        },
        { total: rows.length },
      ),
    );
    const { user } = renderDashboard(onOpenTask);
    const recent = card('Recent Tasks');
    await within(recent).findByText('Page 1 of 3');
    const table = within(recent).getByRole('table', { name: 'Recent tasks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Title', 'Assigned Employee', 'Assigned Office Employee', 'Status', 'Due Date']);
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['48001', 'Recent job 1', 'Carlos Mendez', 'Priya Natarajan', 'In Progress', 'Nov 22, 2026']);
    const previous = within(recent).getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = within(recent).getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    await user.click(next);
    // The first page stays up (no placeholders) until the second arrives.
    expect(within(recent).getByRole('table')).toBeTruthy();
    releaseSecondPage();
    await within(recent).findByText('Page 2 of 3');
    expect(sentQueries('GET /api/dashboard/recent-work-orders').at(-1)).toEqual({
      limit: '10',
      offset: '10',
    });
    await within(recent).findByText('Recent job 11');
    expect(within(recent).queryByText('Recent job 1')).toBeNull();
    expect(previous.disabled).toBe(false);

    await user.click(next);
    await within(recent).findByText('Recent job 23');
    expect(within(recent).getByText('Page 3 of 3')).toBeTruthy();
    expect(next.disabled).toBe(true);

    await user.click(within(recent).getByRole('button', { name: 'Recent job 23' }));
    expect(onOpenTask).toHaveBeenCalledWith(23);
  });

  it('asks for the chosen period, This Week first', async () => {
    server.use(
      answer('GET /api/dashboard/employee-stats', ({ url }) => {
        const period = url.searchParams.get('period');
        return [
          employeeStats(7, 'Carlos Mendez', {
            open: 5,
            inProgress: 2,
            completed: period === 'month' ? 9 : 3,
          }),
          employeeStats(8, 'Dana Brooks', { open: 1, completed: 0 }),
        ];
      }),
    );
    const { user } = renderDashboard(onOpenTask);
    const workload = card('Staff Workload');
    expect(await within(workload).findByText('3 completed')).toBeTruthy();
    expect(within(workload).getByText('7/10 open')).toBeTruthy();
    const bar = within(workload).getByRole('progressbar', {
      name: 'Carlos Mendez: open and in-progress tasks',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('7');
    expect(bar.getAttribute('aria-valuemax')).toBe('10');
    expect((bar.firstElementChild as HTMLElement).dataset.tone).toBe('yellow');
    const other = within(workload).getByRole('progressbar', {
      name: 'Dana Brooks: open and in-progress tasks',
    });
    expect((other.firstElementChild as HTMLElement).dataset.tone).toBe('blue');

    const period = within(workload).getByRole('combobox', { name: 'Period' }) as HTMLSelectElement;
    expect(period.value).toBe('week');
    expect(Array.from(period.options).map((option) => option.text)).toEqual([
      'This Week',
      'This Month',
      'Last 30 Days',
      'All Time',
    ]);
    await user.selectOptions(period, 'month');
    expect(await within(workload).findByText('9 completed')).toBeTruthy();
    expect(sentQueries('GET /api/dashboard/employee-stats').map((params) => params.period)).toEqual([
      'week',
      'month',
    ]);
  });

  it('lists the recently viewed work, opens it, and clears it', async () => {
    recordTaskView(workOrder(4, { title: 'Water heater', status: 'in-progress' }), Date.now() - 5 * 60_000);
    recordTaskView(workOrder(5, { title: 'Smith - 48213', status: 'on-hold' }), Date.now());
    const { user } = renderDashboard(onOpenTask);
    const history = card('Recent History');
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
      'Smith - 48213',
      'Water heater',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Paused')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('On Hold')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('#48004')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('5 minutes ago')).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText('Paused')).toBeNull();
    expect(within(history).getByRole('link', { name: 'Browse tasks' }).getAttribute('href')).toBe('/tasks');

    await user.click(within(history).getByRole('button', { name: 'Water heater' }));
    expect(onOpenTask).toHaveBeenCalledWith(4);

    await user.click(within(history).getByRole('button', { name: 'Clear history' }));
    await waitFor(() => expect(within(history).getByText('No recently viewed tasks')).toBeTruthy());
    expect(within(history).queryByRole('listitem')).toBeNull();
    expect(readTaskHistory()).toEqual([]);
  });

  it('Staff Workload: technicians first, busiest first, no idle admins; a row opens their jobs', async () => {
    server.use(
      answer('GET /api/dashboard/employee-stats', [
        { ...employeeStats(1, 'Alan Whitaker', {}), employeeType: 'admin' },
        { ...employeeStats(2, 'Beth Office', { open: 4 }), employeeType: 'office' },
        employeeStats(3, 'Carlos Mendez', { open: 2 }),
        employeeStats(4, 'Dana Brooks', { open: 6, inProgress: 1 }),
        { ...employeeStats(5, 'Maria Manager', {}), employeeType: 'management' },
      ]),
    );
    const { user, location } = renderDashboard(onOpenTask);
    const workload = card('Staff Workload');
    await within(workload).findByText('7/10 open');
    const rows = within(workload).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      "Open Dana Brooks's jobs",
      "Open Carlos Mendez's jobs",
      "Open Beth Office's jobs",
    ]);
    await user.click(rows[1] as HTMLElement);
    expect(location()).toBe('/tasks?assignee=3');
  });

  it('counts the overdue work of every priority and opens that list', async () => {
    server.use(
      answer('GET /api/work-orders', ({ url }) => (url.searchParams.has('dueBefore') ? [workOrder(1)] : []), {
        total: 14,
      }),
    );
    const { user, location } = renderDashboard(onOpenTask);
    const overdue = (await screen.findByText('Overdue')).closest('[data-slot="stat-card"]') as HTMLElement;
    expect(await within(overdue).findByText('14')).toBeTruthy();
    const asked = sentQueries('GET /api/work-orders').find((query) => query.dueBefore);
    expect(asked).toMatchObject({ status: 'open,in-progress', limit: '1' });
    expect(asked?.priority).toBeUndefined();
    await user.click(within(overdue).getByRole('link', { name: 'View overdue tasks' }));
    expect(location()).toBe('/tasks?due=overdue');
  });
});
