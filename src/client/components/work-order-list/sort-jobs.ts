import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import type { DueWindow, ListSort } from './list-order.ts';

type SortFields = Pick<WorkOrderListItem, 'priority' | 'dueDate' | 'createdAt' | 'pausedAt'>;

const LAST = Number.POSITIVE_INFINITY;

function time(value: string | null | undefined, missing: number): number {
  if (!value) return missing;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? missing : parsed;
}

type Keys = [number, number];

/**
 * Each order as two numbers compared in turn, smallest first, the same orders the server answers
 * for `sort` (ADR 061):
 * - due: the earliest due first, so overdue work leads, then the soonest due; no due date last;
 * - priority: urgent first, then the soonest due;
 * - newest: the latest created first;
 * - held: the earliest put on hold first (the longest wait leads); never held last.
 */
function keysOf(job: SortFields, sort: ListSort): Keys {
  const due = time(job.dueDate, LAST);
  switch (sort) {
    case 'priority':
      return [job.priority === 'urgent' ? 0 : 1, due];
    case 'newest':
      return [-time(job.createdAt, 0), 0];
    case 'held':
      return [time(job.pausedAt, LAST), due];
    default:
      return [due, 0];
  }
}

function compareKeys(a: Keys, b: Keys): number {
  for (let i = 0; i < a.length; i += 1) {
    const left = a[i] ?? 0;
    const right = b[i] ?? 0;
    if (left !== right) return left < right ? -1 : 1;
  }
  return 0;
}

/**
 * The jobs in the order asked, for lists held whole in the browser (Paused Jobs, the phone pages,
 * which work offline on the saved copy). Jobs the order cannot tell apart keep the order they came
 * in (the sort is stable): the phone's technician order among jobs due at the same time, say. Each
 * job's keys are read once, not at every comparison: parsing the dates is the costly part, and a
 * phone may hold thousands of jobs.
 */
export function sortJobs<T extends SortFields>(jobs: readonly T[], sort: ListSort): T[] {
  const keyed = jobs.map((job) => ({ job, keys: keysOf(job, sort) }));
  keyed.sort((a, b) => compareKeys(a.keys, b.keys));
  return keyed.map((entry) => entry.job);
}

/** Whether a job's due date falls in the window; with no window, every job does. */
export function isDueWithin(job: Pick<WorkOrderListItem, 'dueDate'>, window: DueWindow): boolean {
  if (window.after === undefined && window.before === undefined) return true;
  const due = time(job.dueDate, Number.NaN);
  if (Number.isNaN(due)) return false;
  return (
    (window.after === undefined || due >= window.after) &&
    (window.before === undefined || due < window.before)
  );
}
