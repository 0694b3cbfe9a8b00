import { SEARCH_MAX_LENGTH } from '../../../shared/domain/list-limits.ts';
import { WORK_ORDER_TYPES, type WorkOrderType } from '../../../shared/domain/work-order-type.ts';

/**
 * The /tasks filters as they live in the URL (so Back, reloads and the header search keep them).
 * Every filter's "All" is the absence of its parameter.
 */
export const TASK_STATUS_FILTERS = ['all', 'open', 'in-progress'] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];
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

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Reads the URL; anything unknown falls back to All rather than to an empty list. */
export function parseTaskFilters(params: URLSearchParams): TaskFilters {
  const assignee = params.get('assignee');
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    status: oneOf(TASK_STATUS_FILTERS, params.get('status'), 'all'),
    priority: oneOf(TASK_PRIORITY_FILTERS, params.get('priority'), 'all'),
    type: oneOf<TaskTypeFilter>(['all', ...WORK_ORDER_TYPES], params.get('type'), 'all'),
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
 */
export function currentTaskListParams(filters: TaskFilters): Record<string, string> {
  const params: Record<string, string> = {
    status: filters.status === 'all' ? 'open,in-progress' : filters.status,
    sort: '-createdAt',
  };
  if (filters.search) params.search = filters.search;
  if (filters.priority !== 'all') params.priority = filters.priority;
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

export function completedTaskListParams(filters: CompletedFilters): Record<string, string> {
  const params: Record<string, string> = { status: 'completed', sort: '-completedAt' };
  if (filters.search) params.search = filters.search;
  if (filters.assignee !== 'all') params.assignee = filters.assignee;
  return params;
}
