import { describe, expect, it } from 'vitest';
import { workOrder } from '#tooling/test-client/fixtures.ts';
import { sortJobs } from './sort-jobs.ts';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12)).toISOString();

// Given in the order a person could not name: overdue, later, no date and soon mixed together.
const JOBS = [
  workOrder(1, { dueDate: day(30), priority: 'normal', createdAt: day(1), pausedAt: day(20) }),
  workOrder(2, { dueDate: null, priority: 'urgent', createdAt: day(5), pausedAt: null }),
  workOrder(3, { dueDate: day(10), priority: 'normal', createdAt: day(3), pausedAt: day(2) }),
  workOrder(4, { dueDate: day(28), priority: 'urgent', createdAt: day(2), pausedAt: day(25) }),
  workOrder(5, { dueDate: day(29), priority: 'urgent', createdAt: day(4), pausedAt: day(15) }),
];
const ids = (sort: Parameters<typeof sortJobs>[1]) => sortJobs(JOBS, sort).map((job) => job.id);

describe('sortJobs', () => {
  it('due: the earliest due first (overdue leads), no due date last', () => {
    expect(ids('due')).toEqual([3, 4, 5, 1, 2]);
  });

  it('priority: urgent first, each the soonest due first', () => {
    expect(ids('priority')).toEqual([4, 5, 2, 3, 1]);
  });

  it('newest: the latest created first', () => {
    expect(ids('newest')).toEqual([2, 5, 3, 4, 1]);
  });

  it('held: the longest on hold first, never held last', () => {
    expect(ids('held')).toEqual([3, 5, 1, 4, 2]);
  });

  it('keeps the order given among jobs it cannot tell apart, and leaves the input alone', () => {
    const same = [workOrder(9), workOrder(7), workOrder(8)];
    expect(sortJobs(same, 'due').map((job) => job.id)).toEqual([9, 7, 8]);
    expect(JOBS.map((job) => job.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
