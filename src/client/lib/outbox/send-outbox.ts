import { isQueued, removeWrite, updateWrite, writesOf } from './outbox-store.ts';
import { isWaiting, type QueuedWrite } from './queued-write.ts';
import { sendQueuedWrite } from './send-queued-write.ts';

/** How a run through the outbox ended. */
export type OutboxRun =
  | { kind: 'empty' }
  /** Something could not be sent now; `attempts` of the first such write sets the wait. */
  | { kind: 'waiting'; attempts: number }
  | { kind: 'signed-out' };

const LOCK = 'portal-outbox';

/** One tab at a time sends (the Idempotency-Key would make a second send harmless, not free). */
function oneTabAtATime<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks)
    return navigator.locks.request(LOCK, run) as Promise<T>;
  return run();
}

/**
 * A sent status change gives later queued changes of the same job the job's new ETag; a sent visit
 * tap gives later taps on the same visit its new version (On my way, then Arrived, both offline).
 */
async function carryVersion(
  sent: QueuedWrite,
  outcome: { etag?: string | null; version?: number },
  rest: QueuedWrite[],
) {
  for (const later of rest) {
    if (!isWaiting(later)) continue;
    if (
      sent.kind === 'status' &&
      outcome.etag !== undefined &&
      later.kind === 'status' &&
      later.workOrderId === sent.workOrderId
    ) {
      later.etag = outcome.etag;
      await updateWrite(later);
    }
    const { version } = outcome;
    if (
      sent.kind === 'visit-status' &&
      version !== undefined &&
      later.kind === 'visit-status' &&
      later.visitId === sent.visitId
    ) {
      later.version = version;
      await updateWrite(later);
    }
  }
}

/**
 * Sends an employee's waiting writes, oldest first (ADR 049). A write the server refuses is kept,
 * with the reason, for the technician to read and discard; the ones after it still go. No network
 * or a busy server stops the run: order matters, so nothing overtakes the write that waits.
 */
export function sendOutbox(
  employeeId: number,
  /** After each write the server took (refusal undefined, and its answer) or refused (the reason). */
  onSettled: (write: QueuedWrite, refusal: string | undefined, answer?: unknown) => void = () => {},
): Promise<OutboxRun> {
  return oneTabAtATime(async () => {
    const waiting = (await writesOf(employeeId)).filter(isWaiting);
    for (const [index, write] of waiting.entries()) {
      // Discarded while an earlier write was on its way: it must not go.
      if (!(await isQueued(write.id))) continue;
      const outcome = await sendQueuedWrite(write);
      if (outcome.kind === 'sent') {
        await removeWrite(write.id);
        await carryVersion(write, outcome, waiting.slice(index + 1));
        onSettled(write, undefined, outcome.answer);
      } else if (outcome.kind === 'refused') {
        // Kept for the technician to read, unless they discarded it while it was on its way.
        if (await updateWrite({ ...write, refusal: outcome.reason })) onSettled(write, outcome.reason);
      } else if (outcome.kind === 'signed-out') {
        return { kind: 'signed-out' };
      } else {
        const attempts = write.attempts + 1;
        // Discarded while this try was on its way: nothing to wait for.
        if (!(await updateWrite({ ...write, attempts }))) continue;
        return { kind: 'waiting', attempts };
      }
    }
    return { kind: 'empty' };
  });
}

const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 60_000;

/** The wait before the next try after `attempts` failed ones: 2 s, 4 s, ... at most a minute. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}
