import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  PLUMBER,
  renderCurrentTasks,
  setUpListScreenTests,
  stubServer,
  workOrder,
} from '../test-support.tsx';

const onOpenTask = vi.fn();

const renderTasks = (path = '/tasks') => renderCurrentTasks(onOpenTask, path);

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

setUpListScreenTests(onOpenTask);

describe('CurrentTasksPage: the request', () => {
  it('asks for the first page of open and in-progress work, newest first, searched from the URL', async () => {
    const server = stubServer({ list: () => ({ rows: [workOrder(1)], total: 240 }) });
    renderTasks('/tasks/active?search=leak');
    expect(await screen.findByRole('heading', { name: 'Leaking valve 1' })).toBeTruthy();
    expect(Object.fromEntries(server.lists[0] ?? [])).toEqual({
      status: 'open,in-progress',
      sort: '-createdAt',
      search: 'leak',
      limit: '100',
      offset: '0',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Current Tasks' })).toBeTruthy();
    expect(screen.getByText('240 tasks')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search tasks' }) as HTMLInputElement).value).toBe('leak');
  });

  it('sends each filter to the server and keeps them in the URL', async () => {
    const server = stubServer({ list: () => ({ rows: [workOrder(1)] }) });
    const { location } = renderTasks();
    await screen.findByRole('heading', { name: 'Leaking valve 1' });
    // Employees arrive with their own request; the Assignee options come from it.
    await screen.findByRole('option', { name: 'Carlos Mendez' });
    fireEvent.change(select('Status'), { target: { value: 'in-progress' } });
    fireEvent.change(select('Priority'), { target: { value: 'urgent' } });
    fireEvent.change(select('Type'), { target: { value: 'need-pics' } });
    fireEvent.change(select('Assignee'), { target: { value: String(PLUMBER.id) } });
    await waitFor(() =>
      expect(server.lastList()).toEqual({
        status: 'in-progress',
        sort: '-createdAt',
        priority: 'urgent',
        type: 'need-pics',
        assignee: '7',
        limit: '100',
        offset: '0',
      }),
    );
    expect(location()).toBe('/tasks?status=in-progress&priority=urgent&type=need-pics&assignee=7');
    expect(Array.from(select('Status').options).map((option) => option.text)).toEqual([
      'All',
      'Active',
      'In Progress',
    ]);
    expect(screen.getByRole('link', { name: 'Paused Jobs' }).getAttribute('href')).toBe('/paused-jobs');
  });

  it('searches once the typing pauses, not on every key', async () => {
    const server = stubServer({ list: () => ({ rows: [workOrder(1)] }) });
    renderTasks();
    await screen.findByRole('heading', { name: 'Leaking valve 1' });
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Search tasks' });
    fireEvent.change(box, { target: { value: 'wat' } });
    await act(() => vi.advanceTimersByTimeAsync(150));
    fireEvent.change(box, { target: { value: 'water heater ' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(server.lists.map((params) => params.get('search'))).toEqual([null]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() =>
      expect(server.lists.map((params) => params.get('search'))).toEqual([null, 'water heater']),
    );
  });

  it('near the end of what is loaded, asks for the next page from where the last one ended', async () => {
    const server = stubServer({
      list: (params) => {
        const offset = Number(params.get('offset'));
        const rows = Array.from({ length: offset === 0 ? 4 : 2 }, (_, index) =>
          workOrder(offset + index + 1),
        );
        return { rows, total: 6 };
      },
    });
    renderTasks();
    expect(await screen.findByRole('heading', { name: 'Leaking valve 6' })).toBeTruthy();
    expect(server.lists.map((params) => params.get('offset'))).toEqual(['0', '4']);
    expect(screen.getByText('All 6 shown')).toBeTruthy();
  });
});

describe('CurrentTasksPage: states', () => {
  it("says 'No tasks found' when there is no current work at all", async () => {
    stubServer({ list: () => ({ rows: [] }) });
    renderTasks();
    expect(await screen.findByText('No tasks found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).toBeNull();
  });

  it("says 'No tasks match your filters', and 'Clear All Filters' asks again without them", async () => {
    const server = stubServer({
      list: (params) => ({ rows: params.get('priority') ? [] : [workOrder(5)] }),
    });
    const { location } = renderTasks('/tasks?priority=urgent&search=boiler');
    expect(await screen.findByText('No tasks match your filters')).toBeTruthy();
    const [, inEmptyState] = screen.getAllByRole('button', { name: 'Clear All Filters' });
    fireEvent.click(inEmptyState as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Leaking valve 5' })).toBeTruthy();
    expect(server.lastList()).toEqual({
      status: 'open,in-progress',
      sort: '-createdAt',
      limit: '100',
      offset: '0',
    });
    expect(location()).toBe('/tasks');
    expect((screen.getByRole('searchbox', { name: 'Search tasks' }) as HTMLInputElement).value).toBe('');
  });

  it('shows the error in SPEC 8 words, and Retry asks again', async () => {
    let fail = true;
    stubServer({
      list: () =>
        fail ? { status: 500, body: { message: 'Internal server error' } } : { rows: [workOrder(2)] },
    });
    renderTasks();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('Server error. Please try again later.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Leaking valve 2' })).toBeTruthy();
  });
});

describe('CurrentTasksPage: pull to refresh', () => {
  it('a pull from the top past the threshold asks again for the tasks and the employees', async () => {
    const server = stubServer({ list: () => ({ rows: [workOrder(1)] }) });
    const employeesRequests = () =>
      vi.mocked(fetch).mock.calls.filter(([input]) => String(input) === '/api/employees').length;
    renderTasks();
    await screen.findByRole('heading', { name: 'Leaking valve 1' });
    await waitFor(() => expect(employeesRequests()).toBe(1));
    const surface = screen.getByRole('heading', { level: 1, name: 'Current Tasks' });
    fireEvent.touchStart(surface, { touches: [{ clientY: 10 }] });
    fireEvent.touchMove(surface, { touches: [{ clientY: 200 }] });
    expect(screen.getByText('Release to refresh')).toBeTruthy();
    fireEvent.touchEnd(surface, { touches: [] });
    await waitFor(() => expect(server.lists.length).toBe(2));
    await waitFor(() => expect(employeesRequests()).toBe(2));
    await waitFor(() => expect(screen.queryByText('Refreshing...')).toBeNull());
  });
});
