import { enumParam } from '#client/lib/url-enum-param.ts';
import type { WorkOrderSort } from '#shared/domain/work-order-sorts.ts';
import { LIST_ORDER_TEXTS } from '#shared/spec-texts/work-list-texts.ts';
import type { FilterOption } from './filter-select.tsx';

/**
 * The orders a work list can be read in, as the URL's `sort` names them (ADR 061): due first
 * (overdue, then the soonest due, no due date last), urgent first, newest first, and, for held
 * work, the longest on hold first.
 */
export const LIST_SORTS = ['due', 'priority', 'newest', 'held'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** A day's work is read overdue first, then the soonest due. */
export const DEFAULT_LIST_SORT: ListSort = 'due';

/** The server's `sort` for each: the same orders, answered from an index. */
export const SERVER_SORTS: Record<ListSort, WorkOrderSort> = {
  due: 'dueDate',
  priority: 'priority',
  newest: '-createdAt',
  held: 'pausedAt',
};

const SORT_LABELS: Record<ListSort, string> = {
  due: LIST_ORDER_TEXTS.sortDue,
  priority: LIST_ORDER_TEXTS.sortPriority,
  newest: LIST_ORDER_TEXTS.sortNewest,
  held: LIST_ORDER_TEXTS.sortHeld,
};

/** The Sort select's choices, for the orders the list offers. */
export const sortOptions = (sorts: readonly ListSort[]): FilterOption[] =>
  sorts.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

/** The `sort` in the URL, or `fallback` for a missing or unknown one (an old link keeps working). */
export function parseListSort(
  sorts: readonly ListSort[],
  value: string | null,
  fallback: ListSort = DEFAULT_LIST_SORT,
): ListSort {
  return enumParam(sorts, value, fallback);
}

/** The quick filters on the due date: due today, or overdue now. */
const DUE_FILTERS = ['today', 'overdue'] as const;
export type DueFilter = 'all' | (typeof DUE_FILTERS)[number];

export const DUE_FILTER_OPTIONS: FilterOption[] = [
  { value: 'all', label: LIST_ORDER_TEXTS.dueAny },
  { value: 'today', label: LIST_ORDER_TEXTS.dueToday },
  { value: 'overdue', label: LIST_ORDER_TEXTS.dueOverdue },
];

export const parseDueFilter = (value: string | null): DueFilter => enumParam(DUE_FILTERS, value, 'all');

/** A due-date window: from `after` (inclusive) to `before` (exclusive), in milliseconds. */
export type DueWindow = { after?: number; before?: number };

/**
 * The window a quick filter stands for. "Due today" is the person's own calendar day, midnight to
 * midnight where they are; "Overdue" is everything due before now. `now` is read to the minute, so
 * the same filter asks the same question (and hits the same cached answer) for a minute.
 */
export function dueWindow(due: DueFilter, now: Date): DueWindow {
  if (due === 'overdue') return { before: startOfMinute(now) };
  if (due === 'today') {
    const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    return { after: start.getTime(), before: next.getTime() };
  }
  return {};
}

const startOfMinute = (date: Date) => Math.floor(date.getTime() / 60_000) * 60_000;

/** The window as the API's `dueAfter` and `dueBefore` (ISO date-times). */
export function dueWindowParams(window: DueWindow): Record<string, string> {
  const params: Record<string, string> = {};
  if (window.after !== undefined) params.dueAfter = new Date(window.after).toISOString();
  if (window.before !== undefined) params.dueBefore = new Date(window.before).toISOString();
  return params;
}
