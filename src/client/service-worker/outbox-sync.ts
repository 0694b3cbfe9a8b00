import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG, type OutboxSyncMessage } from '../lib/outbox-sync-message.ts';
import type { WorkerScope } from './worker-scope.ts';

/**
 * Background Sync for the page's offline queue (issue 27): when the browser fires the page's sync
 * (the connection is back, maybe with the app in the background), every open window of the portal
 * is told to send its queue. With none open, nothing more: the queue goes when the app next opens.
 */
export function forwardOutboxSync(scope: WorkerScope): void {
  scope.addEventListener('sync', (event) => {
    if (event.tag !== OUTBOX_SYNC_TAG) return;
    const message: OutboxSyncMessage = { type: OUTBOX_SYNC_MESSAGE };
    event.waitUntil(
      scope.clients.matchAll({ includeUncontrolled: true, type: 'window' }).then((windows) => {
        for (const window of windows) window.postMessage(message);
      }),
    );
  });
}
