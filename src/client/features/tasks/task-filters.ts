import { enumParam } from '#client/lib/url-enum-param.ts';
import { SEARCH_MAX_LENGTH } from '#shared/domain/list-limits.ts';
import { WORK_ORDER_TYPES, type WorkOrderType } from '#shared/domain/work-order-type.ts';

/**
 * The /tasks filters as they live in the URL (so Back, reloads and the header search keep them).
 * Every filter's "All" is the absence of its parameter.
 */
export const TASK_STATUS_FILTERS = ['all', 'open', 'in-progress', 'on-hold'] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];

/**
 * Which list the task screen shows: 'current' is /tasks (open and in-progress work), 'priority'
 * is /work-orders (PRODUCT: urgent work that is not completed, paused jobs included).
 */
export type TaskListScope = 'current' | 'priority';

/** SPEC 9: the tasks page's data stays fresh for 30 s on desktop. */
export const TASKS_STALE_MS = 30_000;

/** The statuses each list can hold, so its Status filter offers nothing that can only be empty. */
export const SCOPE_STATUSES: Record<TaskListScope, readonly TaskStatusFilter[]> = {
  current: ['open', 'in-progress'],
  priority: ['open', 'in-progress', 'on-hold'],
};
export const TASK_PRIORITY_FILTERS = ['all', 'urgent', 'normal'] as const;
export type TaskPriorityFilter = (typeof TASK_PRIORITY_FILTERS)[number];
export type TaskTypeFilter = 'all' | WorkOrderType;

export type TaskFilters = {
  search: string;
  status: TaskStatusFilter;
  priority: TaskPriorityFilter;
  type: TaskTypeFilter;
  /** An employee id, or 'all'. */
  assignee: string;
};

export const NO_TASK_FILTERS: TaskFilters = {
  search: '',
  status: 'all',
  priority: 'all',
  type: 'all',
  assignee: 'all',
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
  };
}

export function hasActiveTaskFilters(filters: TaskFilters): boolean {
  return (Object.keys(NO_TASK_FILTERS) as (keyof TaskFilters)[]).some(
    (key) => filters[key] !== NO_TASK_FILTERS[key],
  );
}

/**
 * The GET /api/work-orders parameters of the Current Tasks list (without paging). 'All' is open
 * plus in-progress: on-hold work is the Paused Jobs page's (PRODUCT), completed work has its own.
 * The priority list is every urgent status but completed, the nearest due date first (as the
 * dashboard's Priority Tasks card).
 */
export function currentTaskListParams(
  filters: TaskFilters,
  scope: TaskListScope = 'current',
): Record<string, string> {
  const params: Record<string, string> = {
    status: filters.status === 'all' ? SCOPE_STATUSES[scope].join(',') : filters.status,
    sort: scope === 'priority' ? 'dueDate' : '-createdAt',
  };
  if (filters.search) params.search = filters.search;
  if (scope === 'priority') params.priority = 'urgent';
  else if (filters.priority !== 'all') params.priority = filters.priority;
  if (filters.type !== 'all') params.type = filters.type;
  if (filters.assignee !== 'all') params.assignee = filters.assignee;
  return params;
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
