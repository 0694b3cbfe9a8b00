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
