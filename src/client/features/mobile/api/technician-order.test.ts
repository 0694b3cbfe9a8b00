import { describe, expect, it } from 'vitest';
import { workOrder } from '../../../testing/fixtures.ts';
import { inTechnicianOrder } from './technician-order.ts';

const ids = (jobs: ReturnType<typeof workOrder>[]) => inTechnicianOrder(jobs).map((job) => job.id);

describe('inTechnicianOrder', () => {
  it('puts work in progress first, then open work, then work on hold', () => {
    const jobs = [
      workOrder(1, { status: 'on-hold', dueDate: '2026-01-01T00:00:00.000Z' }),
      workOrder(2, { status: 'open' }),
      workOrder(3, { status: 'in-progress' }),
    ];
    expect(ids(jobs)).toEqual([3, 2, 1]);
  });

  it('within a status, urgent comes before normal even when the normal job is due sooner', () => {
    const jobs = [
      workOrder(1, { status: 'open', priority: 'normal', dueDate: '2026-01-01T00:00:00.000Z' }),
      workOrder(2, { status: 'open', priority: 'urgent', dueDate: '2026-03-01T00:00:00.000Z' }),
    ];
    expect(ids(jobs)).toEqual([2, 1]);
  });

  it('then the soonest due first and no due date last', () => {
    const jobs = [
      workOrder(1, { status: 'open', dueDate: null }),
      workOrder(2, { status: 'open', dueDate: '2026-02-01T00:00:00.000Z' }),
      workOrder(3, { status: 'open', dueDate: '2026-01-01T00:00:00.000Z' }),
      workOrder(4, { status: 'open', dueDate: 'not a date' }),
    ];
    // An unreadable due date counts as none; those two are then newest first (same time: higher id).
    expect(ids(jobs)).toEqual([3, 2, 4, 1]);
  });

  it('then the newest first, and the higher id when created at the same moment', () => {
    const jobs = [
      workOrder(1, { status: 'open', createdAt: '2026-01-01T00:00:00.000Z' }),
      workOrder(2, { status: 'open', createdAt: '2026-01-03T00:00:00.000Z' }),
      workOrder(3, { status: 'open', createdAt: '2026-01-02T00:00:00.000Z' }),
      workOrder(4, { status: 'open', createdAt: '2026-01-02T00:00:00.000Z' }),
    ];
    expect(ids(jobs)).toEqual([2, 4, 3, 1]);
  });

  it('an in-progress job without a due date still comes before an urgent open job due today', () => {
    const jobs = [
      workOrder(1, { status: 'open', priority: 'urgent', dueDate: '2026-01-01T00:00:00.000Z' }),
      workOrder(2, { status: 'in-progress', priority: 'normal', dueDate: null }),
    ];
    expect(ids(jobs)).toEqual([2, 1]);
  });

  it('leaves the list it was given untouched', () => {
    const jobs = [workOrder(1, { status: 'open' }), workOrder(2, { status: 'in-progress' })];
    inTechnicianOrder(jobs);
    expect(jobs.map((job) => job.id)).toEqual([1, 2]);
  });
});
