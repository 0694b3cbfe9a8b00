import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, failure, sentRequests } from '#tooling/test-client/api-handlers.ts';
import {
  holdEveryAnswer,
  renderDashboard,
  STATS,
  setUpDashboardTests,
} from '#tooling/test-client/dashboard-screen.tsx';
import { currentEmployee, OFFICE, workOrder } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';

const onOpenTask = vi.fn();
setUpDashboardTests(onOpenTask);

const card = (title: string) => screen.getByRole('region', { name: title });

const ACTIVE = Array.from({ length: 8 }, (_, index) =>
  workOrder(index + 1, { title: `Active job ${index + 1}`, priority: index === 0 ? 'urgent' : 'normal' }),
);
const PAUSED = [
  workOrder(21, {
    status: 'on-hold',
    workOrderId: '48213',
    jobNumber: '48213',
    jobLastName: 'Smith',
    holdInsights: {
      daysOnHold: 3,
      overdueParts: [1],
      readyToReturn: false,
      waitingOn: ['part-1', 'pre-authorization', 'waiting-for'],
      waitingFor: 'Flush valve',
    },
  }),
  workOrder(22, {
    status: 'on-hold',
    workOrderId: '48214',
    title: 'Okafor - 48214',
    holdInsights: { daysOnHold: 0, overdueParts: [], readyToReturn: true, waitingOn: [], waitingFor: null },
  }),
];

// User-event waits like a person between steps; on a busy machine a story can outlast 5 s.
describe('/dashboard', { timeout: 20_000 }, () => {
  it('shows each card from the server answers, with its counts and what is left over', async () => {
    server.use(
      answer('GET /api/dashboard/stats', {
        total: 112,
        completedToday: 5,
        previousTotal: 100,
        completedYesterday: 0,
      }),
      answer('GET /api/work-orders', ACTIVE, { total: 20 }),
      answer('GET /api/work-orders/on-hold', PAUSED, { total: 9 }),
      answer('GET /api/dashboard/priority-work-orders', [
        workOrder(31, { title: 'Burst pipe', priority: 'urgent', status: 'in-progress' }),
      ]),
    );
    const { user } = renderDashboard(onOpenTask);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();

    const total = (await screen.findByText('Total Tasks')).closest('[data-slot="stat-card"]') as HTMLElement;
    expect(within(total).getByText('112')).toBeTruthy();
    expect(within(total).getByText('12% more active tasks than 30 days ago')).toBeTruthy();
    const today = screen.getByText('Completed Today').closest('[data-slot="stat-card"]') as HTMLElement;
    expect(within(today).getByText("5 more than yesterday's 0 completed")).toBeTruthy();

    const tasks = card('Tasks Overview');
    await within(tasks).findByText('Active job 1');
    expect(within(tasks).getAllByRole('listitem')).toHaveLength(8);
    expect(within(tasks).getByText('URGENT')).toBeTruthy();
    expect(within(tasks).getAllByText('Active')).toHaveLength(8);
    expect(within(tasks).getByText('+12 more tasks')).toBeTruthy();
    expect(within(tasks).getByRole('link', { name: 'View all tasks' }).getAttribute('href')).toBe('/tasks');

    const paused = card('Paused Jobs');
    await within(paused).findByText('Smith - 48213');
    expect(within(paused).getByText('#48213')).toBeTruthy();
    expect(within(paused).getByText('Okafor - 48214')).toBeTruthy();
    expect(within(paused).getByText('Part overdue')).toBeTruthy();
    expect(within(paused).getByText('3 days on hold')).toBeTruthy();
    expect(within(paused).getByText('Ready to return')).toBeTruthy();
    // ADR 056: a job that is not ready says, in one line, what it still waits for, its own words included.
    expect(within(paused).getByText('Waiting for: part 1 · pre-authorization · Flush valve')).toBeTruthy();
    expect(within(paused).getAllByText('Ready to return')).toHaveLength(1);
    expect(within(paused).getAllByText(/^Waiting for:/)).toHaveLength(1);
    expect(within(paused).getByText('+7 more paused jobs')).toBeTruthy();
    expect(within(paused).getByRole('link', { name: 'View all paused jobs' }).getAttribute('href')).toBe(
      '/paused-jobs',
    );

    const priority = card('Priority Tasks');
    await within(priority).findByText('Burst pipe');
    expect(within(priority).getByText('In Progress')).toBeTruthy();
    expect(within(priority).queryByText(/more urgent tasks/)).toBeNull();
    const viewAll = within(priority).getByRole('link', { name: 'View all priority tasks' });
    expect(viewAll.getAttribute('href')).toBe('/work-orders');

    await user.click(within(priority).getByRole('button', { name: 'Burst pipe' }));
    expect(onOpenTask).toHaveBeenCalledWith(31);
    await user.click(within(paused).getByRole('button', { name: 'Smith - 48213' }));
    expect(onOpenTask).toHaveBeenLastCalledWith(21);
  });

  it('says so when there is nothing to show', async () => {
    server.use(answer('GET /api/dashboard/stats', STATS));
    renderDashboard(onOpenTask);
    expect(await screen.findByText('No active tasks at this time')).toBeTruthy();
    expect(await screen.findByText('No paused jobs at this time')).toBeTruthy();
    expect(await screen.findByText('No urgent work right now')).toBeTruthy();
    expect(screen.getByText('No recently viewed tasks')).toBeTruthy();
    expect(await screen.findByText('No recent tasks')).toBeTruthy();
    expect(await screen.findByText('No active employees')).toBeTruthy();
    expect(screen.getAllByText(/^As many/).map((line) => line.textContent)).toEqual([
      'As many active tasks as 30 days ago',
      "As many as yesterday's 0 completed",
    ]);
    expect(screen.queryByText(/more tasks/)).toBeNull();
    expect(within(card('Recent History')).queryByRole('button', { name: 'Clear history' })).toBeNull();
  });

  it('sends every request at once, before any answer has come back', async () => {
    const release = holdEveryAnswer();
    renderDashboard(onOpenTask);
    await waitFor(() => expect(sentRequests.length).toBeGreaterThanOrEqual(9));
    const sent = sentRequests
      .map(({ url }) => `${url.pathname}?${url.searchParams}`)
      // The overdue count asks for work due before now, to the minute.
      .map((path) => path.replace(/dueBefore=[^&]+/, 'dueBefore=NOW'))
      .sort();
    const zone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(sent).toEqual([
      '/api/auth/me?',
      `/api/dashboard/employee-stats?period=week&tz=${zone}`,
      '/api/dashboard/priority-work-orders?limit=5',
      '/api/dashboard/recent-work-orders?limit=10&offset=0',
      `/api/dashboard/stats?tz=${zone}`,
      '/api/work-orders/on-hold?sort=pausedAt&limit=6',
      '/api/work-orders?handBack=awaiting-review&limit=1',
      '/api/work-orders?status=open%2Cin-progress&dueBefore=NOW&limit=1',
      '/api/work-orders?status=open%2Cin-progress&sort=-createdAt&limit=8',
    ]);
    expect(screen.getAllByRole('status').length).toBeGreaterThanOrEqual(6);
    await act(async () => release());
    expect(await screen.findByText('No active tasks at this time')).toBeTruthy();
  });

  it('shows a failing card its own error with Retry, while the others load', async () => {
    let failing = true;
    server.use(
      answer('GET /api/work-orders', [workOrder(1, { title: 'Leaking valve' })]),
      answer('GET /api/work-orders/on-hold', () => (failing ? failure(500, 'Internal Server Error') : [])),
    );
    const { user } = renderDashboard(onOpenTask);
    expect(await within(card('Tasks Overview')).findByText('Leaking valve')).toBeTruthy();
    // One retry comes first.
    const error = await within(card('Paused Jobs')).findByRole('alert', {}, { timeout: 4000 });
    expect(within(card('Tasks Overview')).queryByRole('alert')).toBeNull();
    failing = false;
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await within(card('Paused Jobs')).findByText('No paused jobs at this time')).toBeTruthy();
  });

  it("says in the footer whether the employee's SMS notifications are on", async () => {
    server.use(answer('GET /api/auth/me', currentEmployee(OFFICE, { smsNotifications: true })));
    renderDashboard(onOpenTask);
    expect(await screen.findByText('SMS notifications are enabled')).toBeTruthy();
    expect(screen.queryByText('SMS notifications are off')).toBeNull();
  });

  it('offers the profile when SMS notifications are off', async () => {
    server.use(answer('GET /api/auth/me', currentEmployee(OFFICE, { smsNotifications: false })));
    renderDashboard(onOpenTask);
    expect(await screen.findByText('SMS notifications are off')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Turn them on in your profile' });
    expect(link.getAttribute('href')).toBe('/profile');
  });
});
