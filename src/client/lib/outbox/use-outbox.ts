import { useSyncExternalStore } from 'react';
import { isWaiting, type QueuedVisitStatusChange, type QueuedWrite } from './queued-write.ts';

/**
 * The signed-in employee's writes held on this phone, in memory for the screens: useOutboxSender
 * reads them from IndexedDB at sign-in and after every change (in any tab). One plain store, so a
 * list of hundreds of jobs can ask it per job for the price of a subscription.
 */
let writes: readonly QueuedWrite[] = [];
const listeners = new Set<() => void>();

export function showOutbox(next: readonly QueuedWrite[]): void {
  writes = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => writes;

export type Outbox = {
  /** Every write kept on this phone for the signed-in employee, oldest first. */
  writes: readonly QueuedWrite[];
  /** Those still to be sent. */
  waiting: QueuedWrite[];
  /** Those the server refused, kept until the technician has read and discarded them. */
  refused: QueuedWrite[];
};

export function useOutbox(): Outbox {
  const all = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { writes: all, waiting: all.filter(isWaiting), refused: all.filter((write) => !isWaiting(write)) };
}

/** The waiting writes for one job, for its 'Waiting to send' marker. */
export function useQueuedWritesFor(workOrderId: number): QueuedWrite[] {
  const all = useSyncExternalStore(subscribe, snapshot, snapshot);
  return all.filter((write) => write.workOrderId === workOrderId && isWaiting(write));
}

/** The waiting taps on one visit's big buttons, oldest first: the last says the status it will have. */
export function useQueuedVisitTaps(visitId: number): QueuedVisitStatusChange[] {
  const all = useSyncExternalStore(subscribe, snapshot, snapshot);
  return all.filter(
    (write): write is QueuedVisitStatusChange =>
      write.kind === 'visit-status' && write.visitId === visitId && isWaiting(write),
  );
}
