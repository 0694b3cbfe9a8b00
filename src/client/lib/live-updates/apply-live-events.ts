import type { QueryClient } from '@tanstack/react-query';
import { parseLiveEventData } from '#shared/domain/live-events.ts';
import { invalidateAfterWorkOrderChange } from '../invalidate-work-orders.ts';
import { queryKeys } from '../query-keys.ts';
import type { LiveMessage } from './event-stream-reader.ts';

/** Work orders this tab deleted: their detail is not asked for again on the delete's own event. */
const deletedHere = new Set<number>();

/**
 * Called by this tab's delete: the open detail closes on its own (and drops its cache then), so
 * the change message the delete causes must not ask for a detail that is now 'not found'.
 */
export function skipLiveDetailRefetch(workOrderId: number): void {
  deletedHere.add(workOrderId);
}

/** Changes arriving this close together are refetched once (a save touches several tables). */
export const LIVE_BATCH_MS = 150;

/**
 * Turns change messages into refetches of exactly what they affect (ADR 044): a work order's
 * change (a visit's included) refreshes the lists, the dashboard, the schedule and that order's open detail; a notification the
 * bell and the notifications list; a reset everything on screen. Only queries on screen refetch
 * at once; the rest are marked stale.
 */
export function createLiveEventApplier(queryClient: QueryClient): (message: LiveMessage) => void {
  const workOrderIds = new Set<number>();
  let workOrders = false;
  let notifications = false;
  let reset = false;
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    if (reset) {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    } else {
      if (workOrders) {
        void invalidateAfterWorkOrderChange(queryClient);
        for (const id of workOrderIds) {
          if (deletedHere.has(id)) continue;
          void queryClient.invalidateQueries({ queryKey: queryKeys.workOrders.detail(id) });
        }
        void queryClient.invalidateQueries({ queryKey: queryKeys.activity.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.deletedWorkOrders.all });
        // A visit.changed, and any order's change: the board's visits and its tray (made of orders).
        void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.all });
      }
      if (notifications) void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
    }
    workOrderIds.clear();
    workOrders = notifications = reset = false;
  };

  return (message) => {
    const parsed = parseLiveEventData(message.data);
    if (!parsed) return;
    const { kind, workOrderId } = parsed;
    if (kind === 'reset') reset = true;
    else if (kind.startsWith('notification.')) notifications = true;
    else {
      workOrders = true;
      if (workOrderId !== undefined) workOrderIds.add(workOrderId);
    }
    if (!scheduled) {
      scheduled = true;
      setTimeout(flush, LIVE_BATCH_MS);
    }
  };
}
