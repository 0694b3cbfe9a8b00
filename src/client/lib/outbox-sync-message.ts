/**
 * What the page's offline queue and the service worker agree on (issue 27, ADR 046). With writes
 * waiting, the page registers a Background Sync under OUTBOX_SYNC_TAG
 * (`registration.sync.register(OUTBOX_SYNC_TAG)`, where the browser has it). When the browser fires
 * it (the connection is back), the worker posts an OutboxSyncMessage to every open window of the
 * portal, and the page sends its queue. With no window open the worker does nothing more: the queue
 * is sent when the app next opens. Pure: the page and the worker both import it.
 */
export const OUTBOX_SYNC_TAG = 'portal-outbox';

/** The `type` of the worker's message to the page: send the queue now. */
export const OUTBOX_SYNC_MESSAGE = 'portal-outbox-sync';

export type OutboxSyncMessage = { type: typeof OUTBOX_SYNC_MESSAGE };

/** Whether a message from the service worker asks the page to send its queue. */
export function isOutboxSyncMessage(data: unknown): data is OutboxSyncMessage {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === OUTBOX_SYNC_MESSAGE
  );
}
