import { describe, expect, it } from 'vitest';
import { workOrder } from '#client/testing/fixtures.ts';
import { flattenPages } from './api/get-work-order-pages.ts';
import {
  completedTaskListParams,
  currentTaskListParams,
  hasActiveTaskFilters,
  parseCompletedFilters,
  parseTaskFilters,
} from './task-filters.ts';

const parse = (query: string) => parseTaskFilters(new URLSearchParams(query));

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
    });
    expect(parse('status=on-hold&priority=high&type=boiler&assignee=-3')).toEqual({
      search: '',
      status: 'all',
      priority: 'all',
      type: 'all',
      assignee: 'all',
    });
    expect(parse(`search=${'x'.repeat(300)}`).search).toHaveLength(200);
  });

  it("'All' statuses are open and in-progress: on-hold is the Paused Jobs page's", () => {
    expect(currentTaskListParams(parse(''))).toEqual({ status: 'open,in-progress', sort: '-createdAt' });
    expect(currentTaskListParams(parse('status=open&type=task&assignee=4'))).toEqual({
      status: 'open',
      sort: '-createdAt',
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
