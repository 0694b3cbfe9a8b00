import { describe, expect, it } from 'vitest';
import type { HoldInsights, PausedJobListItem } from '#shared/schemas/work-order.ts';
import { OFFICE, PLUMBER, PLUMBER_2, workOrder } from '#tooling/test-client/fixtures.ts';
import { filterPausedJobs, indexPausedJobs } from './filter-paused-jobs.ts';
import { NO_PAUSED_JOB_FILTERS, type PausedJobFilters } from './paused-job-filters.ts';

const insights = (fields: Partial<HoldInsights>): HoldInsights => ({
  daysOnHold: 3,
  overdueParts: [],
  readyToReturn: false,
  waitingOn: [],
  waitingFor: null,
  ...fields,
});
const paused = (id: number, fields: Partial<PausedJobListItem> = {}) =>
  workOrder(id, { status: 'on-hold', holdInsights: insights({}), ...fields });

const jobs = [
  paused(1, {
    jobNumber: '48213',
    jobLastName: 'Smith',
    priority: 'urgent',
    type: 'contact-ho',
    city: 'Springfield',
    partTitle2: 'Flush valve',
    assignedTo: PLUMBER.id,
    holdInsights: insights({ overdueParts: [2] }),
  }),
  paused(2, {
    customerName: 'Olga Petrova',
    location: '12 Harbor Rd',
    notes: 'Gate code 4411',
    assignedOfficeEmployee: OFFICE.id,
    holdInsights: insights({ readyToReturn: true }),
    latestComment: {
      content: 'Adjuster approved the claim',
      createdAt: '2026-11-21T15:05:00Z',
      authorName: 'Dana Brooks',
    },
  }),
  paused(3, {
    type: 'need-pics',
    assignedEmployees: [
      { id: 20, name: 'Ann Lee', photo: null, colorTheme: 'green', employeeType: 'plumber' },
    ],
    assignedTo: PLUMBER_2.id,
  }),
];
const indexed = indexPausedJobs(jobs, [OFFICE, PLUMBER, PLUMBER_2]);
const ids = (filters: Partial<PausedJobFilters>) =>
  filterPausedJobs(indexed, { ...NO_PAUSED_JOB_FILTERS, ...filters }).map((job) => job.id);

describe('filterPausedJobs', () => {
  it('without filters keeps every job in order', () => {
    expect(ids({})).toEqual([1, 2, 3]);
  });

  it.each([
    ['48213', [1]],
    ['SMITH', [1]],
    ['springfield', [1]],
    ['flush', [1]],
    ['olga', [2]],
    ['harbor', [2]],
    ['gate code', [2]],
    ['adjuster approved', [2]],
    ['dana brooks', [2, 3]],
    ['ann lee', [3]],
    ['carlos', [1]],
    ['priya', [2]],
    [String(48_003), [3]],
    ['kitchen sink', [1, 2, 3]],
    ['smith valve', [1]],
    ['smith olga', []],
  ])('search %s finds %j', (search, expected) => {
    expect(ids({ search })).toEqual(expected);
  });

  it('filters by priority, type, tech and office', () => {
    expect(ids({ priority: 'urgent' })).toEqual([1]);
    expect(ids({ priority: 'normal' })).toEqual([2, 3]);
    expect(ids({ type: 'need-pics' })).toEqual([3]);
    expect(ids({ tech: String(PLUMBER.id) })).toEqual([1]);
    expect(ids({ office: String(OFFICE.id) })).toEqual([2]);
  });

  it('filters by the hold markers', () => {
    expect(ids({ hold: 'ready-to-return' })).toEqual([2]);
    expect(ids({ hold: 'part-overdue' })).toEqual([1]);
  });

  it('combines filters and search', () => {
    expect(ids({ priority: 'normal', search: 'dana' })).toEqual([2, 3]);
    expect(ids({ priority: 'normal', search: 'dana', hold: 'ready-to-return' })).toEqual([2]);
    expect(ids({ priority: 'urgent', search: 'olga' })).toEqual([]);
  });
});
