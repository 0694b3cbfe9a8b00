import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answer, failure, sent, sentQueries } from '#tooling/test-client/api-handlers.ts';
import { PLUMBER, workOrder } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import {
  countQueries,
  lastListQuery,
  listQueries,
  renderCurrentTasks,
  setUpListScreenTests,
  TASK_LIST,
} from '#tooling/test-client/tasks-screen.tsx';

const onOpenTask = vi.fn();

const renderTasks = (path = '/tasks') => renderCurrentTasks(onOpenTask, path);

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

setUpListScreenTests(onOpenTask);

// User-event waits like a person between steps; on a busy machine a story can outlast 5 s.
describe('CurrentTasksPage: the request', { timeout: 20_000 }, () => {
  it('asks for the first page of open and in-progress work, newest first, searched from the URL', async () => {
    server.use(answer(TASK_LIST, [workOrder(1)], { total: 240 }));
    renderTasks('/tasks/active?search=leak');
    expect(await screen.findByRole('heading', { name: 'Leaking valve 1' })).toBeTruthy();
    expect(listQueries()[0]).toEqual({
      status: 'open,in-progress',
      sort: 'dueDate',
      search: 'leak',
      limit: '100',
      offset: '0',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Current Tasks' })).toBeTruthy();
    expect(screen.getByText('240 tasks')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search tasks' }) as HTMLInputElement).value).toBe('leak');
  });

  it('sends each filter to the server and keeps them in the URL', async () => {
    server.use(answer(TASK_LIST, [workOrder(1)]));
    const { user, location } = renderTasks();
    await screen.findByRole('heading', { name: 'Leaking valve 1' });
    // Employees arrive with their own request; the Assignee options come from it.
    await screen.findByRole('option', { name: 'Carlos Mendez' });
    await user.selectOptions(select('Status'), 'in-progress');
    await user.selectOptions(select('Priority'), 'urgent');
    await user.selectOptions(select('Type'), 'need-pics');
    await user.selectOptions(select('Assignee'), String(PLUMBER.id));
    await waitFor(() =>
      expect(lastListQuery()).toEqual({
        status: 'in-progress',
        sort: 'dueDate',
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
    server.use(answer(TASK_LIST, [workOrder(1)]));
    renderTasks();
    await screen.findByRole('heading', { name: 'Leaking valve 1' });
    vi.useFakeTimers();
    // Testing Library's async wrapper drains with a setTimeout(0) that only advances under fake
    // timers it recognises (Jest's); this lets it advance Vitest's.
    vi.stubGlobal('jest', { advanceTimersByTime: vi.advanceTimersByTime.bind(vi) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const box = screen.getByRole('searchbox', { name: 'Search tasks' });
    await user.type(box, 'wat');
    await act(() => vi.advanceTimersByTimeAsync(150));
    await user.type(box, 'er heater ');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(listQueries().map((query) => query.search ?? null)).toEqual([null]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() =>
      expect(listQueries().map((query) => query.search ?? null)).toEqual([null, 'water heater']),
    );
  });

  it('near the end of what is loaded, asks for the next page from where the last one ended', async () => {
    server.use(
      answer(
        TASK_LIST,
        ({ url }) => {
          const offset = Number(url.searchParams.get('offset'));
          return Array.from({ length: offset === 0 ? 4 : 2 }, (_, index) => workOrder(offset + index + 1));
        },
        { total: 6 },
      ),
    );
    renderTasks();
    expect(await screen.findByRole('heading', { name: 'Leaking valve 6' })).toBeTruthy();
    expect(listQueries().map((query) => query.offset)).toEqual(['0', '4']);
    expect(screen.getByText('All 6 shown')).toBeTruthy();
  });

  it('asks for the next page after the cursor the last page gave, and stops at the page without one', async () => {
    server.use(
      answer(TASK_LIST, ({ url }) => {
        const first = url.searchParams.get('cursor') === null;
        const rows = first ? [1, 2, 3, 4] : [5, 6];
        return HttpResponse.json(
          rows.map((id) => workOrder(id)),
          { headers: { 'X-Total-Count': '6', ...(first ? { 'X-Next-Cursor': 'after-4' } : {}) } },
        );
      }),
    );
    renderTasks();
    expect(await screen.findByRole('heading', { name: 'Leaking valve 6' })).toBeTruthy();
    const [, second] = listQueries();
    expect(second).toEqual({
      status: 'open,in-progress',
      sort: 'dueDate',
      limit: '100',
      cursor: 'after-4',
    });
    expect(screen.getByText('All 6 shown')).toBeTruthy();
    expect(listQueries()).toHaveLength(2);
  });
});

describe('CurrentTasksPage: states', { timeout: 20_000 }, () => {
  it("says 'No tasks found' when there is no current work at all", async () => {
    renderTasks();
    expect(await screen.findByText('No tasks found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).toBeNull();
  });

  it("says 'No tasks match your filters', and 'Clear All Filters' asks again without them", async () => {
    server.use(answer(TASK_LIST, ({ url }) => (url.searchParams.get('priority') ? [] : [workOrder(5)])));
    const { user, location } = renderTasks('/tasks?priority=urgent&search=boiler');
    expect(await screen.findByText('No tasks match your filters')).toBeTruthy();
    const [, inEmptyState] = screen.getAllByRole('button', { name: 'Clear All Filters' });
    await user.click(inEmptyState as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Leaking valve 5' })).toBeTruthy();
    expect(lastListQuery()).toEqual({
      status: 'open,in-progress',
      sort: 'dueDate',
      limit: '100',
      offset: '0',
    });
    expect(location()).toBe('/tasks');
    expect((screen.getByRole('searchbox', { name: 'Search tasks' }) as HTMLInputElement).value).toBe('');
  });

  it('shows the error in the catalogue words, and Retry asks again', async () => {
    let fail = true;
    server.use(answer(TASK_LIST, () => (fail ? failure(500, 'Internal server error') : [workOrder(2)])));
    const { user } = renderTasks();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('Server error. Please try again later.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Leaking valve 2' })).toBeTruthy();
  });
});

describe('CurrentTasksPage: pull to refresh', { timeout: 20_000 }, () => {
  it('a pull from the top past the threshold asks again for the tasks and the employees', async () => {
    server.use(answer(TASK_LIST, [workOrder(1)]));
    const employeesRequests = () => sent('GET /api/employees').length;
    renderTasks();
    await screen.findByRole('heading', { name: 'Leaking valve 1' });
    await waitFor(() => expect(employeesRequests()).toBe(1));
    const surface = screen.getByRole('heading', { level: 1, name: 'Current Tasks' });
    // A touch gesture: user-event has no touch events, so the pull is dispatched by hand.
    fireEvent.touchStart(surface, { touches: [{ clientY: 10 }] });
    fireEvent.touchMove(surface, { touches: [{ clientY: 200 }] });
    expect(screen.getByText('Release to refresh')).toBeTruthy();
    fireEvent.touchEnd(surface, { touches: [] });
    await waitFor(() => expect(listQueries().length).toBe(2));
    await waitFor(() => expect(employeesRequests()).toBe(2));
    await waitFor(() => expect(screen.queryByText('Refreshing...')).toBeNull());
  });
});

describe('CurrentTasksPage: matches on the other lists (issue 23)', { timeout: 20_000 }, () => {
  it('tells how many paused jobs and completed tasks match the search, each a link with the search', async () => {
    server.use(
      answer('GET /api/work-orders/on-hold', [workOrder(9, { status: 'on-hold' })], { total: 2 }),
      answer(TASK_LIST, ({ url }) => (url.searchParams.get('status') === 'completed' ? [workOrder(8)] : []), {
        total: 3,
      }),
    );
    renderTasks('/tasks/active?search=Smith%20%26%20Co');
    // Shown with the empty state too, so work on hold is not taken for lost.
    expect(await screen.findByText('No tasks match your filters')).toBeTruthy();
    const elsewhere = screen.getByRole('status', { name: 'Matches on other pages' });
    const paused = await within(elsewhere).findByRole('link', { name: '2 paused jobs match' });
    expect(paused.getAttribute('href')).toBe('/paused-jobs?search=Smith+%26+Co');
    const completed = within(elsewhere).getByRole('link', { name: '3 completed tasks match' });
    expect(completed.getAttribute('href')).toBe('/completed-tasks?search=Smith+%26+Co');
    // Counted by the server from one row each, never by downloading the lists.
    expect(sentQueries('GET /api/work-orders/on-hold')).toEqual([{ search: 'Smith & Co', limit: '1' }]);
    expect(countQueries()).toEqual([{ status: 'completed', search: 'Smith & Co', limit: '1' }]);
  });

  it('says when neither list has a match', async () => {
    renderTasks('/tasks/active?search=nothing');
    expect(await screen.findByText('No paused jobs or completed tasks match either')).toBeTruthy();
  });

  it('asks nothing without a search', async () => {
    renderTasks('/tasks');
    expect(await screen.findByText('No tasks found')).toBeTruthy();
    expect(sentQueries('GET /api/work-orders/on-hold')).toEqual([]);
    expect(countQueries()).toEqual([]);
    expect(screen.queryByRole('status', { name: 'Matches on other pages' })).toBeNull();
  });
});

describe('CurrentTasksPage: order, quick filters and the follow-up list', { timeout: 20_000 }, () => {
  it('reads overdue first by default, and keeps another order and a quick filter in the URL', async () => {
    server.use(answer(TASK_LIST, [workOrder(1)]));
    const { user, location } = renderTasks();
    await screen.findByRole('heading', { name: 'Leaking valve 1' });
    expect(lastListQuery()?.sort).toBe('dueDate');
    expect(select('Sort').value).toBe('due');
    await user.selectOptions(select('Sort'), 'priority');
    await waitFor(() => expect(lastListQuery()?.sort).toBe('priority'));
    await user.selectOptions(select('Due'), 'overdue');
    await waitFor(() => expect(lastListQuery()?.dueBefore).toBeDefined());
    expect(Date.parse(lastListQuery()?.dueBefore ?? '')).toBeLessThanOrEqual(Date.now());
    expect(location()).toBe('/tasks?sort=priority&due=overdue');
    // Clearing the filters keeps the order: it is not a filter.
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    await waitFor(() => expect(location()).toBe('/tasks?sort=priority'));
    await user.selectOptions(select('Sort'), 'due');
    await waitFor(() => expect(location()).toBe('/tasks'));
  });

  it("shows exactly the list the sidebar's badge counts, marked as such, with a way back", async () => {
    server.use(answer('GET /api/work-orders-need-follow-up', [workOrder(3)], { total: 18 }));
    const { user, location } = renderTasks('/tasks?view=follow-up');
    expect(await screen.findByRole('heading', { name: 'Leaking valve 3' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Needs follow-up' })).toBeTruthy();
    expect(screen.getByText('18 tasks')).toBeTruthy();
    expect(sentQueries('GET /api/work-orders-need-follow-up')[0]).toEqual({
      sort: 'dueDate',
      limit: '100',
      offset: '0',
    });
    expect(listQueries()).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Back to Current Tasks' }));
    expect(location()).toBe('/tasks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Current Tasks' })).toBeTruthy();
  });
});
