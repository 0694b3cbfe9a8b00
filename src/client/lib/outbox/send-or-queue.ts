import type { NewQueuedWrite } from './queued-write.ts';
import type { SendOrQueueResult } from './send-now-or-queue.ts';
import type { UploadTransport } from './send-queued-write.ts';

export type { SendOrQueueResult } from './send-now-or-queue.ts';

/**
 * Sends a status change, note or photo now, or keeps it in the outbox for later (ADR 049; the rules
 * are in send-now-or-queue.ts). Its code stays off the screens' first paint: the session's outbox
 * sender loads it at sign-in, and the service worker precaches it for offline use.
 */
export async function sendOrQueue<T>(
  write: NewQueuedWrite,
  transport: UploadTransport = {},
): Promise<SendOrQueueResult<T>> {
  const { sendNowOrQueue } = await import('./send-now-or-queue.ts');
  return sendNowOrQueue<T>(write, transport);
}
