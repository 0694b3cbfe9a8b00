import { afterEach, describe, expect, it, vi } from 'vitest';
import { workOrder } from '#tooling/test-client/fixtures.ts';
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

  describe("at the scale set's 3,800 open jobs", () => {
    const statuses = ['open', 'in-progress', 'on-hold'] as const;
    const jobs = Array.from({ length: 3800 }, (_, i) =>
      workOrder(i + 1, {
        status: statuses[(i * 7) % 3],
        priority: i % 7 === 0 ? 'urgent' : 'normal',
        // Some without a due date, some unreadable, many sharing one (ties go to createdAt, then id).
        dueDate: i % 10 < 6 ? `2026-0${1 + (i % 9)}-1${i % 10}T08:00:00.000Z` : i % 10 === 6 ? 'soon' : null,
        createdAt: `2025-1${i % 3}-0${1 + (i % 9)}T0${i % 10}:00:00.000Z`,
      }),
    );

    afterEach(() => vi.restoreAllMocks());

    it("reads each job's dates once, not in every comparison", () => {
      const parse = vi.spyOn(Date, 'parse');
      inTechnicianOrder(jobs);
      // Two dates a job (due and created); a comparison-based reading parses about 2 * log2(n) times as many.
      expect(parse.mock.calls.length).toBeLessThanOrEqual(2 * jobs.length);
    });

    it('orders them as the rules above say, pair by pair', () => {
      const rank = { 'in-progress': 0, open: 1, 'on-hold': 2 } as Record<string, number>;
      const due = (job: (typeof jobs)[number]) => {
        const time = job.dueDate ? Date.parse(job.dueDate) : Number.NaN;
        return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
      };
      const sorted = inTechnicianOrder(jobs);
      expect(new Set(sorted.map((job) => job.id)).size).toBe(jobs.length);
      for (let i = 1; i < sorted.length; i++) {
        const [a, b] = [sorted[i - 1], sorted[i]];
        if (!a || !b) throw new Error('missing job');
        const key = (job: typeof a) => [
          rank[job.status] ?? 3,
          job.priority === 'urgent' ? 0 : 1,
          due(job),
          -Date.parse(job.createdAt),
          -job.id,
        ];
        const [ka, kb] = [key(a), key(b)];
        const first = ka.findIndex((value, k) => value !== kb[k]);
        expect(first).toBeGreaterThanOrEqual(0);
        expect(ka[first]).toBeLessThan(kb[first] as number);
      }
    });
  });
});
