import { isNetworkFailure } from '../api-error.ts';
import { queueWrite, writesOf } from './outbox-store.ts';
import { isWaiting, type NewQueuedWrite, newIdempotencyKey, type QueuedWrite } from './queued-write.ts';
import { sendQueuedWrite, type UploadTransport } from './send-queued-write.ts';

/** Sent: the server has it, and answered `answer`. Queued: it waits on the phone for the network. */
export type SendOrQueueResult<T> = { sent: true; answer: T } | { sent: false };

/**
 * What sendOrQueue (send-or-queue.ts) runs: the one way a status change, note or photo made on the
 * phone pages or in a job's dialog reaches the server (ADR 049). Online it is sent at once, as
 * before. Offline, or when the request fails for lack of network, it is queued with the key it was
 * sent with, so a first attempt whose answer was lost is not written twice. Behind writes already
 * waiting it queues too: order is kept. A refusal (a rule, a bad field) throws the server's error,
 * as a direct request would.
 */
export async function sendNowOrQueue<T>(
  write: NewQueuedWrite,
  transport: UploadTransport = {},
): Promise<SendOrQueueResult<T>> {
  const key = newIdempotencyKey();
  // The moment it was made, sent with a note on every attempt (ADR 057).
  const madeAt = new Date().toISOString();
  // Without IndexedDB (some private windows) there is no outbox: writes go straight out, as before.
  const waiting = await writesOf(write.employeeId).then(
    (writes) => writes.some(isWaiting),
    () => false,
  );
  if (waiting || navigator.onLine === false) {
    await queueWrite(write, key, madeAt);
    return { sent: false };
  }
  // Sent now, the change is the technician's latest word: no If-Match (a queued one has it).
  const attempt = { ...write, key, id: 0, madeAt, attempts: 0 } as QueuedWrite;
  if (attempt.kind === 'status') attempt.etag = null;
  const outcome = await sendQueuedWrite(attempt, transport);
  if (outcome.kind === 'sent') return { sent: true, answer: outcome.answer as T };
  if (outcome.kind === 'try-later' && isNetworkFailure(outcome.error)) {
    await queueWrite(write, key, madeAt);
    return { sent: false };
  }
  // A server that answered with an error is shown as before; only a missing answer is queued.
  throw outcome.kind === 'refused' ? (outcome.error ?? new Error(outcome.reason)) : outcome.error;
}
