import type { QueryClient } from '@tanstack/react-query';
import type { Comment, WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { withComment } from '../comments-newest-first.ts';
import { invalidateAfterWorkOrderChange } from '../invalidate-work-orders.ts';
import { isOutboxSyncMessage, OUTBOX_SYNC_TAG } from '../outbox-sync-message.ts';
import { queryKeys } from '../query-keys.ts';
import { toast } from '../toasts.ts';
import { onOutboxChange, writesOf } from './outbox-store.ts';
// Loaded with the sender at sign-in, so a first write made offline finds its code here already.
import './send-now-or-queue.ts';
import { retryDelayMs, sendOutbox } from './send-outbox.ts';
import { showOutbox } from './use-outbox.ts';

const REFUSAL_TOAST_MS = 10_000;

/** Asks the browser to wake the app when the network is back (Background Sync, where it exists). */
async function askForBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as
        | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
        | undefined
    )?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No worker, or sync refused: the online event and the timed retries still send.
  }
}

/**
 * Sends the signed-in employee's waiting writes (ADR 049): at once, when one is queued, when the
 * browser says it is online again, when the service worker relays a Background Sync, and after a
 * growing wait while the network stays away. Started once per signed-in session by
 * useOutboxSender; answers the stop.
 */
export function startOutboxSender(employeeId: number, queryClient: QueryClient): () => void {
  let stopped = false;
  let running = false;
  let runAgain = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const run = async () => {
    // The browser knows it has no network: the online event (or Background Sync) starts the next run.
    if (navigator.onLine === false) {
      void askForBackgroundSync();
      return;
    }
    if (running) {
      runAgain = true;
      return;
    }
    running = true;
    clearTimeout(retryTimer);
    let sentCount = 0;
    try {
      const result = await sendOutbox(employeeId, (write, refusal, answer) => {
        if (refusal !== undefined) {
          toast({
            title: 'Not sent',
            description: refusal,
            variant: 'destructive',
            duration: REFUSAL_TOAST_MS,
          });
        } else {
          sentCount += 1;
          // A sent note takes its queued copy's place in the open job at once (no gap, no duplicate).
          if (write.kind === 'note' && answer !== undefined) {
            queryClient.setQueryData<WorkOrderDetail>(
              queryKeys.workOrders.detail(write.workOrderId),
              (detail) => withComment(detail, answer as Comment),
            );
          }
        }
        void invalidateAfterWorkOrderChange(queryClient, { workOrderId: write.workOrderId });
        // A visit tap or a hand-back changes the technician's day and the board's visits.
        if (write.kind === 'visit-status' || write.kind === 'hand-back')
          void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.all });
      });
      if (sentCount > 0) {
        toast({
          title: 'Sent',
          description: `${sentCount} ${sentCount === 1 ? 'change' : 'changes'} made offline reached the office.`,
        });
      }
      if (result.kind === 'waiting' && !stopped) {
        retryTimer = setTimeout(() => void run(), retryDelayMs(result.attempts));
        void askForBackgroundSync();
      }
    } catch {
      // IndexedDB unavailable (private mode on some browsers): nothing was queued either.
    } finally {
      running = false;
      if (runAgain && !stopped) {
        runAgain = false;
        void run();
      }
    }
  };

  const refreshShown = () =>
    writesOf(employeeId).then(
      (writes) => stopped || showOutbox(writes),
      () => {},
    );
  const unsubscribe = onOutboxChange((change) => {
    void refreshShown();
    if (change === 'queued') void run();
  });
  void refreshShown();
  const onOnline = () => void run();
  const onWorkerMessage = (event: MessageEvent) => {
    if (isOutboxSyncMessage(event.data)) void run();
  };
  window.addEventListener('online', onOnline);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  void run();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    unsubscribe();
    window.removeEventListener('online', onOnline);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
  };
}
