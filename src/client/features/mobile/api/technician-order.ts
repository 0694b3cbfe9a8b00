import type { WorkOrderListItem } from '../../../../shared/schemas/work-order.ts';

const NO_DUE_DATE = Number.POSITIVE_INFINITY;

function dueTime(job: WorkOrderListItem): number {
  if (!job.dueDate) return NO_DUE_DATE;
  const time = Date.parse(job.dueDate);
  return Number.isNaN(time) ? NO_DUE_DATE : time;
}

/**
 * The order a technician works in: urgent first, then the soonest due (no due date last), then the
 * newest. The same on all four mobile pages, so a job is where the technician last saw it.
 */
export function inTechnicianOrder(jobs: readonly WorkOrderListItem[]): WorkOrderListItem[] {
  return [...jobs].sort((a, b) => {
    const urgency = Number(b.priority === 'urgent') - Number(a.priority === 'urgent');
    if (urgency !== 0) return urgency;
    const due = dueTime(a) - dueTime(b);
    if (due !== 0 && !Number.isNaN(due)) return due;
    return Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
  });
}
