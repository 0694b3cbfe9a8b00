import { describe, expect, it } from 'vitest';
import { PLUMBER, PLUMBER_2, workOrder } from '../../../testing/fixtures.ts';
import {
  countActiveFilters,
  filterMinimalJobs,
  type MinimalFilters,
  NO_MINIMAL_FILTERS,
  parseMinimalFilters,
} from './minimal-filters.ts';

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

const ids = (filters: Partial<MinimalFilters>, employeeId: number | null = PLUMBER.id) =>
  filterMinimalJobs(JOBS, { ...NO_MINIMAL_FILTERS, ...filters }, employeeId).map((job) => job.id);

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

  it("'My jobs' finds the employee as the assigned tech or on the team", () => {
    expect(ids({ mine: true })).toEqual([1, 3]);
    expect(ids({ mine: true }, PLUMBER_2.id)).toEqual([3, 4]);
  });

  it("'My jobs' matches nothing while nobody is known to be signed in", () => {
    expect(ids({ mine: true }, null)).toEqual([]);
  });

  it('combines filters: every one must match', () => {
    expect(ids({ type: 'need-pics', status: 'on-hold', mine: true })).toEqual([3]);
    expect(ids({ type: 'need-pics', priority: 'urgent', status: 'on-hold' })).toEqual([]);
  });
});

describe('parseMinimalFilters', () => {
  const parse = (query: string) => parseMinimalFilters(new URLSearchParams(query));

  it('reads each filter from the URL', () => {
    expect(parse('status=in-progress&priority=urgent&type=contact-ho&mine=1')).toEqual({
      status: 'in-progress',
      priority: 'urgent',
      type: 'contact-ho',
      mine: true,
    });
  });

  it('reads unknown values as All, and old spellings as what they mean', () => {
    expect(parse('status=completed&priority=whatever&type=plumbing&mine=yes')).toEqual(NO_MINIMAL_FILTERS);
    expect(parse('status=On Hold&priority=high')).toMatchObject({ status: 'on-hold', priority: 'urgent' });
    expect(parse('priority=low')).toMatchObject({ priority: 'normal' });
  });

  it('counts the filters in effect', () => {
    expect(countActiveFilters(NO_MINIMAL_FILTERS)).toBe(0);
    expect(countActiveFilters(parse('status=open&mine=1'))).toBe(2);
    expect(countActiveFilters(parse('status=open&priority=normal&type=task&mine=1'))).toBe(4);
  });
});
