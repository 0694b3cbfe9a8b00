import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, setUpListScreenTests, stubServer, workOrder } from '../test-support.tsx';
import { CurrentTasksPage } from './current-tasks-page.tsx';

const onOpenTask = vi.fn();
setUpListScreenTests(onOpenTask);

const renderPriorityList = (path = '/work-orders') =>
  renderScreen(path, [
    { path: '/work-orders', element: <CurrentTasksPage scope="priority" onOpenTask={onOpenTask} /> },
  ]);

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('/work-orders: the priority list', () => {
  it('asks for urgent work in every status but completed, nearest due date first', async () => {
    const server = stubServer({
      list: () => ({ rows: [workOrder(1, { priority: 'urgent', status: 'on-hold' })], total: 12 }),
    });
    renderPriorityList();
    expect(await screen.findByRole('heading', { name: 'Leaking valve 1' })).toBeTruthy();
    expect(Object.fromEntries(server.lists[0] ?? [])).toEqual({
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
    const server = stubServer({ list: () => ({ rows: [workOrder(1, { priority: 'urgent' })] }) });
    const { location } = renderPriorityList('/work-orders?priority=normal');
    await screen.findByRole('heading', { name: 'Leaking valve 1' });
    expect(screen.queryByRole('combobox', { name: 'Priority' })).toBeNull();
    expect(Array.from(select('Status').options).map((option) => option.text)).toEqual([
      'All',
      'Active',
      'In Progress',
      'On Hold',
    ]);
    expect(server.lastList()?.priority).toBe('urgent');
    fireEvent.change(select('Status'), { target: { value: 'on-hold' } });
    await waitFor(() => expect(server.lastList()?.status).toBe('on-hold'));
    expect(location()).toContain('status=on-hold');
  });

  it('says when there is no urgent work', async () => {
    stubServer({ list: () => ({ rows: [] }) });
    renderPriorityList();
    expect(await screen.findByText('No urgent work right now')).toBeTruthy();
  });
});
