import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';

type OrderFields = Pick<WorkOrderListItem, 'id' | 'status' | 'priority' | 'dueDate' | 'createdAt'>;

const NO_DUE_DATE = Number.POSITIVE_INFINITY;

/**
 * Work under way first (the job the technician is standing in), then work to start, then work on
 * hold last: a held job waits for parts or a customer, not for the technician (ADR 016).
 */
const STATUS_RANK: Record<string, number> = { 'in-progress': 0, open: 1, 'on-hold': 2 };
const LAST_RANK = 3;

function statusRank(job: OrderFields): number {
  return STATUS_RANK[job.status] ?? LAST_RANK;
}

function dueTime(job: OrderFields): number {
  if (!job.dueDate) return NO_DUE_DATE;
  const time = Date.parse(job.dueDate);
  return Number.isNaN(time) ? NO_DUE_DATE : time;
}

/**
 * The order a technician works in (issue 23): in progress first, then open, then on hold; within
 * each, urgent before normal (the office marked it so), then the soonest due (no due date last),
 * then the newest. The same on all four mobile pages, so a job is where the technician last saw it.
 *
 * Each job's sort keys are read once, not in every comparison: a sort compares each job about
 * log2(n) times, and reading the two dates is the costly part. With the scale set's 3,800 open
 * jobs that is the difference between a few and several tens of milliseconds on a phone.
 */
export function inTechnicianOrder<T extends OrderFields>(jobs: readonly T[]): T[] {
  const keyed = jobs.map((job) => ({
    job,
    status: statusRank(job),
    urgent: Number(job.priority === 'urgent'),
    due: dueTime(job),
    created: Date.parse(job.createdAt),
  }));
  keyed.sort((a, b) => {
    const status = a.status - b.status;
    if (status !== 0) return status;
    const urgency = b.urgent - a.urgent;
    if (urgency !== 0) return urgency;
    const due = a.due - b.due;
    if (due !== 0 && !Number.isNaN(due)) return due;
    return b.created - a.created || b.job.id - a.job.id;
  });
  return keyed.map((entry) => entry.job);
}
