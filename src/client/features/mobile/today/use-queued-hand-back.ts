import type { QueuedHandBack } from '#client/lib/outbox/queued-write.ts';
import { useOutbox } from '#client/lib/outbox/use-outbox.ts';

/** The hand-back of one visit waiting on this phone to be sent, if any (a refused one is the bar's to show). */
export function useQueuedHandBack(visitId: number): QueuedHandBack | undefined {
  return useOutbox().waiting.findLast(
    (write): write is QueuedHandBack => write.kind === 'hand-back' && write.visitId === visitId,
  );
}
