import { describe, expect, it } from 'vitest';
import { workOrder } from '#tooling/test-client/fixtures.ts';
import { flattenPages } from './api/get-work-order-pages.ts';
import {
  completedTaskListParams,
  currentTaskListParams,
  hasActiveTaskFilters,
  parseCompletedFilters,
  parseTaskFilters,
  parseTaskSort,
  taskListScope,
} from './task-filters.ts';

const parse = (query: string) => parseTaskFilters(new URLSearchParams(query));

describe('task list order and quick filters', () => {
  // 14:30 local time on a Wednesday: "today" is this calendar day where the person is.
  const now = new Date(2026, 10, 25, 14, 30, 45);

  it('reads overdue first, then the soonest due, unless the URL asks for another order', () => {
    expect(parseTaskSort(new URLSearchParams(''))).toBe('due');
    expect(parseTaskSort(new URLSearchParams('sort=priority'))).toBe('priority');
    expect(parseTaskSort(new URLSearchParams('sort=newest'))).toBe('newest');
    // Time on hold is the Paused Jobs page's order; an unknown one reads as the default.
    expect(parseTaskSort(new URLSearchParams('sort=held'))).toBe('due');
    expect(parseTaskSort(new URLSearchParams('sort=-createdAt'))).toBe('due');
    const params = (sort: 'due' | 'priority' | 'newest') =>
      currentTaskListParams(parse(''), 'current', sort, now).sort;
    expect([params('due'), params('priority'), params('newest')]).toEqual([
      'dueDate',
      'priority',
      '-createdAt',
    ]);
  });

  it("asks the server for 'Due today' as the local day and 'Overdue' as before now", () => {
    expect(currentTaskListParams(parse('due=today'), 'current', 'due', now)).toEqual({
      status: 'open,in-progress',
      sort: 'dueDate',
      dueAfter: new Date(2026, 10, 25).toISOString(),
      dueBefore: new Date(2026, 10, 26).toISOString(),
    });
    expect(currentTaskListParams(parse('due=overdue'), 'current', 'due', now)).toEqual({
      status: 'open,in-progress',
      sort: 'dueDate',
      // To the minute, so the same filter is the same request (and cached answer) for a minute.
      dueBefore: new Date(2026, 10, 25, 14, 30).toISOString(),
    });
    expect(parse('due=tomorrow').due).toBe('all');
    expect(hasActiveTaskFilters(parse('due=overdue'))).toBe(true);
    expect(hasActiveTaskFilters(parse('sort=priority'))).toBe(false);
  });

  it('turns /tasks into the follow-up list the sidebar badge counts, with no status of its own', () => {
    const followUp = new URLSearchParams('view=follow-up');
    expect(taskListScope(followUp, 'current')).toBe('follow-up');
    expect(taskListScope(followUp, 'priority')).toBe('priority');
    expect(taskListScope(new URLSearchParams(''), 'current')).toBe('current');
    expect(currentTaskListParams(parse(''), 'follow-up', 'due', now)).toEqual({ sort: 'dueDate' });
    expect(
      currentTaskListParams(
        parseTaskFilters(new URLSearchParams('status=on-hold'), 'follow-up'),
        'follow-up',
      ),
    ).toEqual({ sort: 'dueDate', status: 'on-hold' });
  });
});

describe('task filters', () => {
  it('reads the URL, and anything unknown is All rather than an empty list', () => {
    expect(
      parse('search=%20leak%20&status=in-progress&priority=urgent&type=estimate-question&assignee=12'),
    ).toEqual({
      search: 'leak',
      status: 'in-progress',
      priority: 'urgent',
      type: 'estimate-question',
      assignee: '12',
      due: 'all',
      handBack: 'all',
    });
    expect(parse('status=on-hold&priority=high&type=boiler&assignee=-3&handBack=reviewed')).toEqual({
      search: '',
      status: 'all',
      priority: 'all',
      type: 'all',
      assignee: 'all',
      due: 'all',
      handBack: 'all',
    });
    expect(parse(`search=${'x'.repeat(300)}`).search).toHaveLength(200);
  });

  it("'All' statuses are open and in-progress: on-hold is the Paused Jobs page's", () => {
    expect(currentTaskListParams(parse(''))).toEqual({ status: 'open,in-progress', sort: 'dueDate' });
    expect(currentTaskListParams(parse('status=open&type=task&assignee=4'))).toEqual({
      status: 'open',
      sort: 'dueDate',
      type: 'task',
      assignee: '4',
    });
    expect(hasActiveTaskFilters(parse(''))).toBe(false);
    expect(hasActiveTaskFilters(parse('priority=normal'))).toBe(true);
  });

  it('completed tasks: newest completion first, a search by relevance, search and technician only', () => {
    const filters = parseCompletedFilters(new URLSearchParams('search=pipe&assignee=7&priority=urgent'));
    expect(completedTaskListParams(filters)).toEqual({ status: 'completed', search: 'pipe', assignee: '7' });
    const unsearched = parseCompletedFilters(new URLSearchParams('assignee=7'));
    expect(completedTaskListParams(unsearched)).toEqual({
      status: 'completed',
      sort: '-completedAt',
      assignee: '7',
    });
  });

  it('a row that shifted into the next page is shown once', () => {
    const rows = flattenPages([
      { rows: [workOrder(1), workOrder(2)], total: 3 },
      { rows: [workOrder(2), workOrder(3)], total: 3 },
    ]);
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3]);
  });
});

describe("the hand-back filter 'Finished, awaiting review'", () => {
  it('is the URL parameter handBack=awaiting-review, sent as it is, with every status unless one is chosen', () => {
    expect(parse('handBack=awaiting-review').handBack).toBe('awaiting-review');
    expect(hasActiveTaskFilters(parse('handBack=awaiting-review'))).toBe(true);
    expect(currentTaskListParams(parse('handBack=awaiting-review'))).toEqual({
      sort: 'dueDate',
      handBack: 'awaiting-review',
    });
    expect(currentTaskListParams(parse('handBack=awaiting-review&status=in-progress'))).toEqual({
      sort: 'dueDate',
      status: 'in-progress',
      handBack: 'awaiting-review',
    });
  });

  it('belongs to the current list only', () => {
    const followUp = parseTaskFilters(new URLSearchParams('handBack=awaiting-review'), 'follow-up');
    expect(followUp.handBack).toBe('all');
    expect(currentTaskListParams(followUp, 'follow-up')).toEqual({ sort: 'dueDate' });
  });
});

describe('priority list filters (/work-orders)', () => {
  const parsePriority = (query: string) => parseTaskFilters(new URLSearchParams(query), 'priority');

  it('is urgent and not completed: on-hold included, no priority choice', () => {
    expect(currentTaskListParams(parsePriority('priority=normal'), 'priority')).toEqual({
      status: 'open,in-progress,on-hold',
      sort: 'dueDate',
      priority: 'urgent',
    });
    expect(parsePriority('status=on-hold').status).toBe('on-hold');
    expect(parsePriority('status=completed').status).toBe('all');
    expect(hasActiveTaskFilters(parsePriority('priority=urgent'))).toBe(false);
  });

  it('keeps on-hold out of the current list', () => {
    expect(parse('status=on-hold').status).toBe('all');
  });
});
