import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { type NewQueuedWrite, newIdempotencyKey, type QueuedWrite } from './queued-write.ts';

/** Kept on the phone until sent or discarded: survives reloads and closing the app (ADR 049). */
const DATABASE = 'portal-outbox';
const WRITES = 'writes';

interface OutboxSchema extends DBSchema {
  writes: { key: number; value: QueuedWrite; indexes: { employee: number } };
}

let opening: Promise<IDBPDatabase<OutboxSchema>> | undefined;

function database(): Promise<IDBPDatabase<OutboxSchema>> {
  opening ??= openDB<OutboxSchema>(DATABASE, 1, {
    upgrade(db) {
      const writes = db.createObjectStore(WRITES, { keyPath: 'id', autoIncrement: true });
      writes.createIndex('employee', 'employeeId');
    },
    // A newer release's tab (an upgrade) or a deletion waits on this connection: let it go and
    // open afresh at the next use.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opening = undefined;
    },
  });
  return opening;
}

/** The database's name, for whoever removes it whole (the client tests between tests). */
export const OUTBOX_DATABASE = DATABASE;

/** 'queued': a new write to send; 'changed': one was sent, refused, retried or discarded. */
export type OutboxChange = 'queued' | 'changed';

const listeners = new Set<(change: OutboxChange) => void>();
// Other tabs of the portal hear of each change too: one tab may send what another queued.
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(DATABASE);
channel?.addEventListener('message', (event: MessageEvent<OutboxChange>) => {
  for (const listener of listeners) listener(event.data);
});

function announce(change: OutboxChange): void {
  for (const listener of listeners) listener(change);
  channel?.postMessage(change);
}

/** Calls `listener` after every change to the outbox, in this tab or another; answers the unsubscribe. */
export function onOutboxChange(listener: (change: OutboxChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Stores a write at the end of the outbox, with `key` and `madeAt` when a first attempt already
 * used them (a note sends its time of writing, which the key's fingerprint covers: ADR 057).
 */
export async function queueWrite(
  write: NewQueuedWrite,
  key = newIdempotencyKey(),
  madeAt = new Date().toISOString(),
): Promise<QueuedWrite> {
  const db = await database();
  const stored = { ...write, key, madeAt, attempts: 0 };
  // The store assigns the id: autoIncrement wants an object without one.
  const id = await db.add(WRITES, stored as QueuedWrite);
  announce('queued');
  return { ...stored, id } as QueuedWrite;
}

/** One employee's writes, oldest first (the order they are sent in). */
export async function writesOf(employeeId: number): Promise<QueuedWrite[]> {
  const db = await database();
  const writes = await db.getAllFromIndex(WRITES, 'employee', employeeId);
  return writes.sort((a, b) => a.id - b.id);
}

/** Whether the write is still on the phone: not sent, not discarded. */
export async function isQueued(id: number): Promise<boolean> {
  const db = await database();
  return (await db.getKey(WRITES, id)) !== undefined;
}

/**
 * Saves a changed write (a try counted, a refusal). A write discarded meanwhile, while its request
 * was on the way, stays discarded: answers false and stores nothing.
 */
export async function updateWrite(write: QueuedWrite): Promise<boolean> {
  const db = await database();
  const transaction = db.transaction(WRITES, 'readwrite');
  const kept = (await transaction.store.getKey(write.id)) !== undefined;
  if (kept) await transaction.store.put(write);
  await transaction.done;
  if (kept) announce('changed');
  return kept;
}

export async function removeWrite(id: number): Promise<void> {
  const db = await database();
  await db.delete(WRITES, id);
  announce('changed');
}
