import { describe, expect, it } from 'vitest';
import { PLUMBER, PLUMBER_2, workOrder } from '#tooling/test-client/fixtures.ts';
import {
  countActiveFilters,
  filterMinimalJobs,
  inPhoneOrder,
  type MinimalFilters,
  parseMinimalFilters,
} from './minimal-filters.ts';

/** Every filter at All: what the screen shows with nothing chosen. */
const NO_MINIMAL_FILTERS: MinimalFilters = { status: 'all', priority: 'all', type: 'all', due: 'all' };

const team = (id: number, name: string) => ({
  id,
  name,
  photo: null,
  colorTheme: 'blue',
  employeeType: 'plumber',
});

const JOBS = [
  workOrder(1, { status: 'open', priority: 'urgent', type: 'need-pics', assignedTo: PLUMBER.id }),
  workOrder(2, { status: 'in-progress', priority: 'normal', type: 'follow-up' }),
  workOrder(3, {
    status: 'on-hold',
    priority: 'normal',
    type: 'need-pics',
    assignedEmployees: [team(PLUMBER_2.id, PLUMBER_2.name), team(PLUMBER.id, PLUMBER.name)],
  }),
  workOrder(4, { status: 'open', priority: 'normal', type: 'task', assignedTo: PLUMBER_2.id }),
];

const ids = (filters: Partial<MinimalFilters>) =>
  filterMinimalJobs(JOBS, { ...NO_MINIMAL_FILTERS, ...filters }).map((job) => job.id);

describe('filterMinimalJobs', () => {
  it('keeps every job, in the order given, with no filter', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
  });

  it('filters by status, priority and type', () => {
    expect(ids({ status: 'open' })).toEqual([1, 4]);
    expect(ids({ status: 'in-progress' })).toEqual([2]);
    expect(ids({ status: 'on-hold' })).toEqual([3]);
    expect(ids({ priority: 'urgent' })).toEqual([1]);
    expect(ids({ priority: 'normal' })).toEqual([2, 3, 4]);
    expect(ids({ type: 'need-pics' })).toEqual([1, 3]);
  });

  it("keeps 'Due today' to the person's calendar day and 'Overdue' to before now", () => {
    const now = new Date(2026, 10, 25, 14, 30);
    const due = (id: number, date: Date | null) => workOrder(id, { dueDate: date?.toISOString() ?? null });
    const jobs = [
      due(1, new Date(2026, 10, 25, 9)), // this morning: overdue, and due today
      due(2, new Date(2026, 10, 25, 17)), // this evening: due today
      due(3, new Date(2026, 10, 24, 23, 59)), // yesterday: overdue
      due(4, new Date(2026, 10, 26, 0)), // midnight tonight: tomorrow
      due(5, null),
    ];
    const shown = (filter: 'today' | 'overdue') =>
      filterMinimalJobs(jobs, { ...NO_MINIMAL_FILTERS, due: filter }, now).map((job) => job.id);
    expect(shown('today')).toEqual([1, 2]);
    expect(shown('overdue')).toEqual([1, 3]);
  });

  it('combines filters: every one must match', () => {
    expect(ids({ type: 'need-pics', status: 'on-hold' })).toEqual([3]);
    expect(ids({ type: 'need-pics', priority: 'urgent', status: 'on-hold' })).toEqual([]);
  });
});

describe('parseMinimalFilters', () => {
  const parse = (query: string) => parseMinimalFilters(new URLSearchParams(query));

  it('reads each filter from the URL', () => {
    expect(parse('status=in-progress&priority=urgent&type=contact-ho')).toEqual({
      status: 'in-progress',
      priority: 'urgent',
      type: 'contact-ho',
      due: 'all',
    });
    expect(parse('due=overdue').due).toBe('overdue');
    expect(parse('due=today').due).toBe('today');
    expect(parse('due=later').due).toBe('all');
  });

  it('reads unknown values as All, and old spellings as what they mean', () => {
    expect(parse('status=completed&priority=whatever&type=plumbing&mine=yes')).toEqual(NO_MINIMAL_FILTERS);
    expect(parse('status=On Hold&priority=high')).toMatchObject({ status: 'on-hold', priority: 'urgent' });
    expect(parse('priority=low')).toMatchObject({ priority: 'normal' });
  });

  it('counts the filters in effect; Mine | All (show, the old mine=1) is not one of them', () => {
    expect(countActiveFilters(NO_MINIMAL_FILTERS)).toBe(0);
    expect(countActiveFilters(parse('status=open&mine=1&show=all'))).toBe(1);
    expect(countActiveFilters(parse('status=open&priority=normal&type=task'))).toBe(3);
  });
});

describe('inPhoneOrder', () => {
  it('reads overdue first, then the soonest due, with work on hold last even when overdue', () => {
    const jobs = [
      workOrder(1, { status: 'in-progress', dueDate: null }),
      workOrder(2, { status: 'on-hold', dueDate: '2026-01-01T09:00:00.000Z' }),
      workOrder(3, { status: 'open', dueDate: '2026-02-01T09:00:00.000Z' }),
      workOrder(4, { status: 'open', dueDate: '2026-01-15T09:00:00.000Z' }),
    ];
    expect(inPhoneOrder(jobs, 'due').map((job) => job.id)).toEqual([4, 3, 1, 2]);
  });
});
