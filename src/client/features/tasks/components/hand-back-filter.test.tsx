import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '#tooling/test-client/api-handlers.ts';
import { workOrder } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import {
  lastListQuery,
  listQueries,
  renderCurrentTasks,
  setUpListScreenTests,
  TASK_LIST,
} from '#tooling/test-client/tasks-screen.tsx';

const onOpenTask = vi.fn();
setUpListScreenTests(onOpenTask);

const handBackSelect = () => screen.getByRole('combobox', { name: 'Hand-back' }) as HTMLSelectElement;

describe("the task list's filter 'Finished, awaiting review'", { timeout: 20_000 }, () => {
  it('reads handBack=awaiting-review from the URL and asks the server for it, whatever the status', async () => {
    server.use(answer(TASK_LIST, [workOrder(1)], { total: 3 }));
    renderCurrentTasks(onOpenTask, '/tasks?handBack=awaiting-review');
    await screen.findByRole('heading', { name: 'Leaking valve 1' });
    // No status: work awaiting review may be on hold, and the dashboard's count includes it.
    expect(listQueries()[0]).toEqual({
      handBack: 'awaiting-review',
      sort: 'dueDate',
      limit: '100',
      offset: '0',
    });
    expect(handBackSelect().selectedOptions[0]?.text).toBe('Finished, awaiting review');
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeTruthy();
  });

  it('is chosen in the filter bar, kept in the URL, and cleared with the others', async () => {
    server.use(answer(TASK_LIST, [workOrder(1)]));
    const { user, location } = renderCurrentTasks(onOpenTask, '/tasks?status=open');
    await screen.findByRole('heading', { name: 'Leaking valve 1' });
    expect(Array.from(handBackSelect().options, (option) => option.text)).toEqual([
      'All',
      'Finished, awaiting review',
    ]);
    await user.selectOptions(handBackSelect(), 'awaiting-review');
    expect(location()).toBe('/tasks?status=open&handBack=awaiting-review');
    await waitFor(() =>
      expect(lastListQuery()).toEqual({
        status: 'open',
        handBack: 'awaiting-review',
        sort: 'dueDate',
        limit: '100',
        offset: '0',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(location()).toBe('/tasks');
    await waitFor(() => expect(lastListQuery()).not.toHaveProperty('handBack'));
  });

  it('is not offered on the follow-up list, which the server lists apart', async () => {
    server.use(answer('GET /api/work-orders-need-follow-up', [workOrder(1)]));
    renderCurrentTasks(onOpenTask, '/tasks?view=follow-up&handBack=awaiting-review');
    await screen.findByRole('heading', { name: 'Leaking valve 1' });
    expect(screen.queryByRole('combobox', { name: 'Hand-back' })).toBeNull();
  });
});
