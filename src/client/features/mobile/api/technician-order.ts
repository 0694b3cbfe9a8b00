import type { WorkOrderListItem } from '../../../../shared/schemas/work-order.ts';

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
 */
export function inTechnicianOrder<T extends OrderFields>(jobs: readonly T[]): T[] {
  return [...jobs].sort((a, b) => {
    const status = statusRank(a) - statusRank(b);
    if (status !== 0) return status;
    const urgency = Number(b.priority === 'urgent') - Number(a.priority === 'urgent');
    if (urgency !== 0) return urgency;
    const due = dueTime(a) - dueTime(b);
    if (due !== 0 && !Number.isNaN(due)) return due;
    return Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
  });
}
