import {
  type DueFilter,
  dueWindow,
  dueWindowParams,
  LIST_SORTS,
  type ListSort,
  parseDueFilter,
  parseListSort,
  SERVER_SORTS,
} from '#client/components/work-order-list/list-order.ts';
import { enumParam } from '#client/lib/url-enum-param.ts';
import { SEARCH_MAX_LENGTH } from '#shared/domain/list-limits.ts';
import { WORK_ORDER_TYPES, type WorkOrderType } from '#shared/domain/work-order-type.ts';

/**
 * The /tasks filters as they live in the URL (so Back, reloads and the header search keep them).
 * Every filter's "All" is the absence of its parameter.
 */
const TASK_STATUS_FILTERS = ['all', 'open', 'in-progress', 'on-hold'] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];

/**
 * Which list the task screen shows: 'current' is /tasks (open and in-progress work), 'priority'
 * is /work-orders (urgent work that is not completed, paused jobs included), 'follow-up'
 * is /tasks?view=follow-up (the need-follow-up list the sidebar's Tasks badge counts).
 */
export type TaskListScope = 'current' | 'priority' | 'follow-up';

/** The URL's `view` that turns /tasks into the follow-up list. */
const FOLLOW_UP_VIEW = 'follow-up';

/** The list a /tasks URL shows: the follow-up list when its `view` says so. */
export function taskListScope(params: URLSearchParams, routeScope: TaskListScope): TaskListScope {
  return routeScope === 'current' && params.get('view') === FOLLOW_UP_VIEW ? 'follow-up' : routeScope;
}

/** The orders the task lists offer (time on hold is the Paused Jobs page's). */
export const TASK_SORTS: readonly ListSort[] = LIST_SORTS.filter((sort) => sort !== 'held');

/** The server's list for each scope. */
export const TASK_LIST_PATHS: Record<TaskListScope, '/api/work-orders' | '/api/work-orders-need-follow-up'> =
  {
    current: '/api/work-orders',
    priority: '/api/work-orders',
    'follow-up': '/api/work-orders-need-follow-up',
  };

/** The tasks page's data stays fresh for 30 s on desktop. */
export const TASKS_STALE_MS = 30_000;

/** The statuses each list can hold, so its Status filter offers nothing that can only be empty. */
export const SCOPE_STATUSES: Record<TaskListScope, readonly TaskStatusFilter[]> = {
  current: ['open', 'in-progress'],
  priority: ['open', 'in-progress', 'on-hold'],
  'follow-up': ['open', 'in-progress', 'on-hold'],
};
const TASK_PRIORITY_FILTERS = ['all', 'urgent', 'normal'] as const;

/**
 * 'Finished, awaiting review' (ADR 068): work whose visit was handed back and not yet reviewed,
 * kept in the URL as `handBack=awaiting-review` and sent to the server as that parameter. Only the
 * current list (/tasks) offers it: the dashboard card opens it there.
 */
const HAND_BACK_FILTERS = ['all', 'awaiting-review'] as const;
type HandBackFilter = (typeof HAND_BACK_FILTERS)[number];
type TaskPriorityFilter = (typeof TASK_PRIORITY_FILTERS)[number];
type TaskTypeFilter = 'all' | WorkOrderType;

export type TaskFilters = {
  search: string;
  status: TaskStatusFilter;
  priority: TaskPriorityFilter;
  type: TaskTypeFilter;
  /** An employee id, or 'all'. */
  assignee: string;
  /** The quick filters Due today and Overdue. */
  due: DueFilter;
  handBack: HandBackFilter;
};

export const NO_TASK_FILTERS: TaskFilters = {
  search: '',
  status: 'all',
  priority: 'all',
  type: 'all',
  assignee: 'all',
  due: 'all',
  handBack: 'all',
};

/**
 * Reads the URL; anything unknown falls back to All rather than to an empty list. The priority
 * list is urgent by definition, so it has no priority filter.
 */
export function parseTaskFilters(params: URLSearchParams, scope: TaskListScope = 'current'): TaskFilters {
  const assignee = params.get('assignee');
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    status: enumParam(SCOPE_STATUSES[scope], params.get('status'), 'all'),
    priority: scope === 'priority' ? 'all' : enumParam(TASK_PRIORITY_FILTERS, params.get('priority'), 'all'),
    type: enumParam(WORK_ORDER_TYPES, params.get('type'), 'all'),
    assignee: assignee && /^[1-9]\d{0,9}$/.test(assignee) ? assignee : 'all',
    due: parseDueFilter(params.get('due')),
    handBack: scope === 'current' ? enumParam(HAND_BACK_FILTERS, params.get('handBack'), 'all') : 'all',
  };
}

/** The list's order from the URL: overdue first, then the soonest due, unless another is asked. */
export const parseTaskSort = (params: URLSearchParams): ListSort =>
  parseListSort(TASK_SORTS, params.get('sort'));

export function hasActiveTaskFilters(filters: TaskFilters): boolean {
  return (Object.keys(NO_TASK_FILTERS) as (keyof TaskFilters)[]).some(
    (key) => filters[key] !== NO_TASK_FILTERS[key],
  );
}

/**
 * The list request's parameters (without paging). The current list's 'All' is open plus
 * in-progress: on-hold work is the Paused Jobs page's, completed work has its own. The
 * priority list is every urgent status but completed; the follow-up list is the server's own
 * need-follow-up list, so 'All' sends no status and the count matches the sidebar's badge. Each
 * is read in the order asked, overdue first then the soonest due by default (ADR 061). Work awaiting
 * a hand-back's review may be on hold (a part waited for), so that filter's 'All' sends no status
 * either, and the list matches the dashboard's count of it.
 */
export function currentTaskListParams(
  filters: TaskFilters,
  scope: TaskListScope = 'current',
  sort: ListSort = 'due',
  now: Date = new Date(),
): Record<string, string> {
  const params: Record<string, string> = { sort: SERVER_SORTS[sort] };
  const awaitingReview = filters.handBack === 'awaiting-review';
  if (filters.status !== 'all') params.status = filters.status;
  else if (scope !== 'follow-up' && !awaitingReview) params.status = SCOPE_STATUSES[scope].join(',');
  if (awaitingReview) params.handBack = filters.handBack;
  if (filters.search) params.search = filters.search;
  if (scope === 'priority') params.priority = 'urgent';
  else if (filters.priority !== 'all') params.priority = filters.priority;
  if (filters.type !== 'all') params.type = filters.type;
  if (filters.assignee !== 'all') params.assignee = filters.assignee;
  return { ...params, ...dueWindowParams(dueWindow(filters.due, now)) };
}

/** /completed-tasks: search and technician only. */
export type CompletedFilters = { search: string; assignee: string };

export function parseCompletedFilters(params: URLSearchParams): CompletedFilters {
  const { search, assignee } = parseTaskFilters(params);
  return { search, assignee };
}

/**
 * Newest completion first; a search sends no sort, so the server answers by relevance, then the
 * newest completion (ADR 035).
 */
export function completedTaskListParams(filters: CompletedFilters): Record<string, string> {
  const params: Record<string, string> = { status: 'completed' };
  if (filters.search) params.search = filters.search;
  else params.sort = '-completedAt';
  if (filters.assignee !== 'all') params.assignee = filters.assignee;
  return params;
}
