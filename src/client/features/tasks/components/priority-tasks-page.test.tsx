import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '#tooling/test-client/api-handlers.ts';
import { workOrder } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import {
  lastListQuery,
  listQueries,
  renderTasksScreen,
  setUpListScreenTests,
  TASK_LIST,
} from '#tooling/test-client/tasks-screen.tsx';
import { CurrentTasksPage } from './current-tasks-page.tsx';

const onOpenTask = vi.fn();
setUpListScreenTests(onOpenTask);

const renderPriorityList = (path = '/work-orders') =>
  renderTasksScreen(path, [
    { path: '/work-orders', element: <CurrentTasksPage scope="priority" onOpenTask={onOpenTask} /> },
  ]);

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

// User-event waits like a person between steps; on a busy machine a story can outlast 5 s.
describe('/work-orders: the priority list', { timeout: 20_000 }, () => {
  it('asks for urgent work in every status but completed, nearest due date first', async () => {
    server.use(answer(TASK_LIST, [workOrder(1, { priority: 'urgent', status: 'on-hold' })], { total: 12 }));
    renderPriorityList();
    expect(await screen.findByRole('heading', { name: 'Leaking valve 1' })).toBeTruthy();
    expect(listQueries()[0]).toEqual({
      status: 'open,in-progress,on-hold',
      sort: 'dueDate',
      priority: 'urgent',
      limit: '100',
      offset: '0',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Priority Tasks' })).toBeTruthy();
    expect(screen.getByText('12 tasks')).toBeTruthy();
  });

  it('has no Priority filter, offers On Hold, and ignores a priority typed into the URL', async () => {
    server.use(answer(TASK_LIST, [workOrder(1, { priority: 'urgent' })]));
    const { user, location } = renderPriorityList('/work-orders?priority=normal');
    await screen.findByRole('heading', { name: 'Leaking valve 1' });
    expect(screen.queryByRole('combobox', { name: 'Priority' })).toBeNull();
    expect(Array.from(select('Status').options).map((option) => option.text)).toEqual([
      'All',
      'Active',
      'In Progress',
      'On Hold',
    ]);
    expect(lastListQuery()?.priority).toBe('urgent');
    await user.selectOptions(select('Status'), 'on-hold');
    await waitFor(() => expect(lastListQuery()?.status).toBe('on-hold'));
    expect(location()).toContain('status=on-hold');
  });

  it('says when there is no urgent work', async () => {
    renderPriorityList();
    expect(await screen.findByText('No urgent work right now')).toBeTruthy();
  });
});
