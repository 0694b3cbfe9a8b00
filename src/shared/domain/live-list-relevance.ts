import type { LiveEventData } from './live-events.ts';

/** What a screen knows of one list page it shows, to judge a change message against it. */
export type ShownListPage = {
  /** The statuses the list is limited to (a status filter, the paused list's on-hold), or null for any. */
  statuses: readonly string[] | null;
  /** Whether the page as shown holds the changed order. */
  holdsOrder: boolean;
};

/**
 * Whether a change to one work order may alter a list page a screen shows. Not when the page does
 * not hold the order and the order's status was outside the page's statuses both before and after
 * the change: it was not in the filtered list and is not now, so neither the rows nor the list's
 * size can differ (every other filter narrows the list further). Anything the message does not
 * tell (no order, no statuses, a list of any status) may change the page.
 */
export function mayChangeListPage(page: ShownListPage, event: LiveEventData): boolean {
  if (event.workOrderId === undefined || page.holdsOrder || page.statuses === null) return true;
  if (event.statusBefore === undefined || event.statusAfter === undefined) return true;
  const shown = (status: string | null) => status !== null && page.statuses?.includes(status) === true;
  return shown(event.statusBefore) || shown(event.statusAfter);
}

/**
 * What a screen knows of a count it shows: only a list's size (the sidebar's need-follow-up badge,
 * the dashboard's overdue count), so which rows the page holds does not matter.
 */
export type ShownCount = {
  /** The statuses the list is limited to. */
  statuses: readonly string[];
  /** The work order's fields, besides its status, that the list's other filters read. */
  filterFields: readonly string[];
};

/**
 * Whether a change to one work order may alter a count a screen shows. Not when it is a change of
 * the order itself (work-order.changed) that left every field the filters read as it was and kept
 * the order's status on the same side of the list's statuses (or the order not live before and
 * after): the order was counted before exactly when it is now. A deleted order is not live, so its
 * deletion counts as leaving the statuses. Anything the message does not tell may change the count.
 */
export function mayChangeCount(count: ShownCount, event: LiveEventData): boolean {
  if (event.kind !== 'work-order.changed' || event.changed === undefined) return true;
  if (event.statusBefore === undefined || event.statusAfter === undefined) return true;
  if (event.changed.some((field) => count.filterFields.includes(field))) return true;
  const counted = (status: string | null) => status !== null && count.statuses.includes(status);
  return counted(event.statusBefore) !== counted(event.statusAfter);
}

/**
 * A screen that must ask again waits this long after the change messages of a moment were gathered,
 * plus a random share of the jitter, so two hundred screens told of one change do not all arrive in
 * the same millisecond (the first asker's read is shared with those that follow; see
 * src/server/http/shared-list-answer.ts).
 */
export const LIVE_BATCH_MS = 150;
export const LIVE_REFETCH_JITTER_MS = 250;

/** How long a screen waits before asking again after a change: the batch, plus its random share of the jitter. */
export function liveRefetchDelayMs(random: () => number = Math.random): number {
  return LIVE_BATCH_MS + Math.floor(random() * LIVE_REFETCH_JITTER_MS);
}
