import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, fail, sent } from '#tooling/test-client/api-handlers.ts';
import { currentEmployee, PLUMBER, toastTexts, workOrder } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import {
  lastListQuery,
  patches,
  renderTasksScreen,
  setUpListScreenTests,
  TASK_LIST,
  TASK_PATCH,
} from '#tooling/test-client/tasks-screen.tsx';
import { CompletedTasksPage } from './completed-tasks-page.tsx';

const onOpenTask = vi.fn();
const renderCompleted = (path = '/completed-tasks') =>
  renderTasksScreen(path, [
    { path: '/completed-tasks', element: <CompletedTasksPage onOpenTask={onOpenTask} /> },
  ]);

const done = workOrder(4, {
  workOrderId: '4521',
  title: 'Replace water heater',
  type: 'contact-ho',
  status: 'completed',
  completedAt: '2026-11-21T12:00:00.000Z',
  customerName: 'Rosa Quintero',
  city: 'Shelbyville',
});

setUpListScreenTests(onOpenTask);

// User-event waits like a person between steps; on a busy machine a story can outlast 5 s.
describe('CompletedTasksPage', { timeout: 20_000 }, () => {
  it('lists completed work newest first, with its short type label, date, count and a way back', async () => {
    server.use(answer(TASK_LIST, [done], { total: 1 }));
    const { user } = renderCompleted();
    expect(await screen.findByRole('heading', { name: 'Replace water heater' })).toBeTruthy();
    expect(lastListQuery()).toEqual({
      status: 'completed',
      sort: '-completedAt',
      limit: '100',
      offset: '0',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Completed Tasks' })).toBeTruthy();
    expect(screen.getByText('1 task')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Tasks' }).getAttribute('href')).toBe('/tasks');
    const row = document.querySelector(
      '[data-testid="work-order-card"][data-work-order-id="4"]',
    ) as HTMLElement;
    expect(within(row).getByText('Contact H/O')).toBeTruthy();
    expect(within(row).getByText(/Completed Nov 21, 2026/)).toBeTruthy();
    expect(within(row).getByTestId('customer-place').textContent).toBe(
      'Customer: Rosa Quintero · Shelbyville',
    );
    await user.click(within(row).getByRole('button', { name: 'View Details #4521' }));
    expect(onOpenTask).toHaveBeenCalledWith(4);
  });

  it('filters by technician (plumbers only) and by search, on the server', async () => {
    server.use(answer(TASK_LIST, [done]));
    const { user } = renderCompleted('/completed-tasks?search=heater');
    await screen.findByRole('heading', { name: 'Replace water heater' });
    const technician = screen.getByRole('combobox', { name: 'Technician' }) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Carlos Mendez' });
    expect(Array.from(technician.options).map((option) => option.text)).toEqual([
      'All Technicians',
      'Carlos Mendez',
      'Dana Brooks',
    ]);
    await user.selectOptions(technician, String(PLUMBER.id));
    await waitFor(() =>
      expect(lastListQuery()).toEqual({
        status: 'completed',
        search: 'heater',
        assignee: '7',
        limit: '100',
        offset: '0',
      }),
    );
  });

  it('reopens a task: PATCH status open, then says so', async () => {
    server.use(
      answer(TASK_LIST, [done]),
      answer(TASK_PATCH, ({ params, body }) => workOrder(Number(params.id), body as object)),
    );
    const { user } = renderCompleted();
    await user.click(await screen.findByRole('button', { name: 'Reopen Task #4521' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Task Reopened: The task has been moved back to active status.']),
    );
    expect(patches()).toEqual([{ id: 4, body: { status: 'open' } }]);
  });

  it('says so when reopening fails', async () => {
    server.use(answer(TASK_LIST, [done]), fail(TASK_PATCH, 500, 'x'));
    const { user } = renderCompleted();
    await user.click(await screen.findByRole('button', { name: 'Reopen Task #4521' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Error: Failed to reopen task. Please try again.']));
  });

  it('does not offer Reopen Task to a technician', async () => {
    server.use(answer('GET /api/auth/me', currentEmployee(PLUMBER)), answer(TASK_LIST, [done]));
    renderCompleted();
    await screen.findByRole('heading', { name: 'Replace water heater' });
    await waitFor(() => expect(sent('GET /api/auth/me').length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('button', { name: 'View Details #4521' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reopen Task #4521' })).toBeNull();
  });

  it("says 'No completed tasks yet' when nothing is completed", async () => {
    renderCompleted();
    expect(await screen.findByText('No completed tasks yet')).toBeTruthy();
  });

  it("says 'No completed tasks match your search' and clears it", async () => {
    server.use(answer(TASK_LIST, ({ url }) => (url.searchParams.get('search') ? [] : [done])));
    const { user } = renderCompleted('/completed-tasks?search=nothing-like-this');
    expect(await screen.findByText('No completed tasks match your search')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(await screen.findByRole('heading', { name: 'Replace water heater' })).toBeTruthy();
    expect(lastListQuery()).toEqual({
      status: 'completed',
      sort: '-completedAt',
      limit: '100',
      offset: '0',
    });
  });
});
