import {
  type DueFilter,
  dueWindow,
  LIST_SORTS,
  type ListSort,
  parseDueFilter,
} from '#client/components/work-order-list/list-order.ts';
import { isDueWithin, sortJobs } from '#client/components/work-order-list/sort-jobs.ts';
import { enumParam } from '#client/lib/url-enum-param.ts';
import { normalizePriority, type WorkOrderPriority } from '#shared/domain/work-order-priority.ts';
import { normalizeStatus } from '#shared/domain/work-order-status.ts';
import { WORK_ORDER_TYPES, type WorkOrderType } from '#shared/domain/work-order-type.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { MOBILE_LIST_STATUSES } from '../api/mobile-list-statuses.ts';

/**
 * The /minimal-mobile-tasks filters. They run in the browser on the list already loaded, so they
 * work offline on the saved copy too. In the URL, each filter's "All" is the absence of its
 * parameter, and a value the page does not know reads as All (an old link never empties the page).
 */
/** The Status filter offers every status the list holds. */
export const MINIMAL_STATUS_FILTERS = MOBILE_LIST_STATUSES;
type MinimalStatusFilter = 'all' | (typeof MINIMAL_STATUS_FILTERS)[number];

export type MinimalFilters = {
  status: MinimalStatusFilter;
  /** Mobile offers Urgent and Normal only. */
  priority: 'all' | WorkOrderPriority;
  type: 'all' | WorkOrderType;
  /** The quick filters Due today and Overdue. */
  due: DueFilter;
};

/** The orders the phone list offers (time on hold is the Paused Jobs page's). */
export const MINIMAL_SORTS: readonly ListSort[] = LIST_SORTS.filter((sort) => sort !== 'held');

/**
 * The URL parameters the filters own; 'Clear All Filters' removes exactly these. Whose jobs (Mine |
 * All, `show`) is not a filter: clearing the filters keeps it (issue 23).
 */
export const MINIMAL_FILTER_KEYS = ['status', 'priority', 'type', 'due'] as const;

function parseStatus(value: string | null): MinimalStatusFilter {
  const status = value ? normalizeStatus(value) : undefined;
  return status && status !== 'completed' ? status : 'all';
}

export function parseMinimalFilters(params: URLSearchParams): MinimalFilters {
  const priority = params.get('priority');
  return {
    status: parseStatus(params.get('status')),
    // 'high' and 'low' (old links) read as the priorities they are stored as.
    priority: (priority && normalizePriority(priority)) || 'all',
    type: enumParam(WORK_ORDER_TYPES, params.get('type'), 'all'),
    due: parseDueFilter(params.get('due')),
  };
}

/** How many filters narrow the list (the Filters button shows it). */
export function countActiveFilters(filters: MinimalFilters): number {
  return (
    Number(filters.status !== 'all') +
    Number(filters.priority !== 'all') +
    Number(filters.type !== 'all') +
    Number(filters.due !== 'all')
  );
}

/** The jobs that pass every filter, in the order given; 'Overdue' and 'Due today' as of `now`. */
export function filterMinimalJobs(
  jobs: WorkOrderListItem[],
  filters: MinimalFilters,
  now: Date = new Date(),
): WorkOrderListItem[] {
  if (countActiveFilters(filters) === 0) return jobs;
  const window = dueWindow(filters.due, now);
  return jobs.filter(
    (job) =>
      (filters.status === 'all' || job.status === filters.status) &&
      (filters.priority === 'all' || job.priority === filters.priority) &&
      (filters.type === 'all' || job.type === filters.type) &&
      isDueWithin(job, window),
  );
}

/**
 * The phone list in the order asked, work on hold last whatever the order: a held job waits for
 * parts or a customer, not for the technician (ADR 016), and Current Tasks leaves it out of a day's
 * work altogether. Jobs the order cannot tell apart keep the technician order they came in.
 */
export function inPhoneOrder(jobs: readonly WorkOrderListItem[], sort: ListSort): WorkOrderListItem[] {
  const sorted = sortJobs(jobs, sort);
  return [
    ...sorted.filter((job) => job.status !== 'on-hold'),
    ...sorted.filter((job) => job.status === 'on-hold'),
  ];
}
