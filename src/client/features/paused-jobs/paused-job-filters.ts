import {
  type DueFilter,
  type ListSort,
  parseDueFilter,
  parseListSort,
} from '#client/components/work-order-list/list-order.ts';
import { enumParam } from '#client/lib/url-enum-param.ts';
import { SEARCH_MAX_LENGTH } from '#shared/domain/list-limits.ts';
import type { WorkOrderType } from '#shared/domain/work-order-type.ts';

/**
 * The /paused-jobs filters as they live in the URL (Back and reloads keep them). Every filter's
 * "All" is the absence of its parameter; a value the page does not know also reads as All, so an
 * old or hand-edited link never shows an empty page for no visible reason.
 */
const PAUSED_PRIORITY_FILTERS = ['all', 'urgent', 'normal'] as const;
type PausedPriorityFilter = (typeof PAUSED_PRIORITY_FILTERS)[number];

/** The types this page offers (a plain 'task' is not one of them). */
export const PAUSED_TYPE_FILTERS = [
  'all',
  'plumbing-question',
  'follow-up',
  'contact-ho',
  'need-pics',
  'estimate-question',
] as const satisfies readonly ('all' | WorkOrderType)[];
type PausedTypeFilter = (typeof PAUSED_TYPE_FILTERS)[number];

/** Issue 6: the hold markers as filters. */
const HOLD_FILTERS = ['all', 'ready-to-return', 'part-overdue'] as const;
type HoldFilter = (typeof HOLD_FILTERS)[number];

export type PausedJobFilters = {
  search: string;
  priority: PausedPriorityFilter;
  type: PausedTypeFilter;
  /** Employee id matched against assignedTo, or 'all'. */
  tech: string;
  /** Employee id matched against assignedOfficeEmployee, or 'all'. */
  office: string;
  hold: HoldFilter;
  /** The quick filters Due today and Overdue. */
  due: DueFilter;
};

/** Held work is read the longest on hold first unless another order is asked (ADR 061). */
export const PAUSED_SORTS: readonly ListSort[] = ['held', 'due', 'priority', 'newest'];
export const DEFAULT_PAUSED_SORT: ListSort = 'held';

export const parsePausedJobSort = (params: URLSearchParams): ListSort =>
  parseListSort(PAUSED_SORTS, params.get('sort'), DEFAULT_PAUSED_SORT);

export const NO_PAUSED_JOB_FILTERS: PausedJobFilters = {
  search: '',
  priority: 'all',
  type: 'all',
  tech: 'all',
  office: 'all',
  hold: 'all',
  due: 'all',
};

/** The URL parameters the page owns; 'Clear' removes exactly these. */
export const PAUSED_JOB_FILTER_KEYS = Object.keys(NO_PAUSED_JOB_FILTERS) as (keyof PausedJobFilters)[];

/** An employee id in the URL, or 'all'; once the staff list is known, an id not on it is 'all' too. */
function employeeFilter(value: string | null, employeeIds: ReadonlySet<number> | undefined): string {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return 'all';
  if (employeeIds && !employeeIds.has(Number(value))) return 'all';
  return value;
}

export function parsePausedJobFilters(
  params: URLSearchParams,
  employeeIds?: ReadonlySet<number>,
): PausedJobFilters {
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    priority: enumParam(PAUSED_PRIORITY_FILTERS, params.get('priority'), 'all'),
    type: enumParam(PAUSED_TYPE_FILTERS, params.get('type'), 'all'),
    tech: employeeFilter(params.get('tech'), employeeIds),
    office: employeeFilter(params.get('office'), employeeIds),
    hold: enumParam(HOLD_FILTERS, params.get('hold'), 'all'),
    due: parseDueFilter(params.get('due')),
  };
}

export function hasActivePausedJobFilters(filters: PausedJobFilters): boolean {
  return PAUSED_JOB_FILTER_KEYS.some((key) => filters[key] !== NO_PAUSED_JOB_FILTERS[key]);
}
