import type { VisitStatus } from '#shared/domain/visit-status.ts';
import type { WorkOrderStatus } from '#shared/domain/work-order-status.ts';
import type { HandBackInput, HandBackPhotoLabel } from '#shared/schemas/hand-back.ts';

/**
 * A write made on the phone that waits in the outbox until it reaches the server (ADR 049). Each
 * carries its own Idempotency-Key, chosen when it was made, so however often it is sent the server
 * writes it once.
 */
type QueuedWriteBase = {
  /** IndexedDB's key, in the order the writes were made; they are sent in this order. */
  id: number;
  /** The Idempotency-Key header of every attempt. */
  key: string;
  /** Whose write it is: only that employee's session sends it, and only they see it. */
  employeeId: number;
  /** The order's database key (its `id`), not its job #; the name is kept, as writes already queued on phones carry it. */
  workOrderId: number;
  /** The job as the technician knew it, to say which job a change belongs to. */
  jobLabel: string;
  /** ISO time the technician made it. */
  madeAt: string;
  /** Attempts that found no network or a busy server, for the back-off. */
  attempts: number;
  /** Set when the server refused it: the words the technician is shown, until they discard it. */
  refusal?: string;
};

export type QueuedStatusChange = QueuedWriteBase & {
  kind: 'status';
  /** The status the technician saw when they changed it. */
  from: WorkOrderStatus;
  to: WorkOrderStatus;
  /** The work order's ETag as the technician saw it (If-Match); null when the list had none. */
  etag: string | null;
};

/**
 * A technician's tap on a visit's big button (On my way, Arrived, Done, Couldn't finish:
 * docs/decisions/066-visit-status-from-the-phone.md). `workOrderId` is the visit's order, so the
 * job's marker and the outbox bar name it.
 */
export type QueuedVisitStatusChange = QueuedWriteBase & {
  kind: 'visit-status';
  visitId: number;
  /** The visit's status as the technician saw it. */
  from: VisitStatus;
  to: VisitStatus;
  /** Why the work could not be finished (not-finished only). */
  reason?: string;
  /** The visit's version as the technician saw it: sent, so a visit that moved on meanwhile is refused. */
  version: number;
};

type QueuedNote = QueuedWriteBase & { kind: 'note'; content: string };

type QueuedPhoto = QueuedWriteBase & {
  kind: 'photo';
  file: Blob;
  fileName: string;
  description?: string;
};

/** A photo of a hand-back, kept as a blob until the whole hand-back is sent. */
type HandBackPhotoFile = { label: HandBackPhotoLabel; file: Blob; fileName: string };

/**
 * A visit's whole hand-back (docs/decisions/068-visit-hand-back.md): the JSON part and its files,
 * sent as one multipart request with the key chosen when it was made, so it is stored once.
 */
export type QueuedHandBack = QueuedWriteBase & {
  kind: 'hand-back';
  visitId: number;
  handBack: HandBackInput;
  /** In the order sent: the before photos, then the after photos. */
  photos: HandBackPhotoFile[];
  /** The customer's signature PNG, when signed. */
  signature: Blob | null;
};

export type QueuedWrite =
  | QueuedStatusChange
  | QueuedVisitStatusChange
  | QueuedNote
  | QueuedPhoto
  | QueuedHandBack;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What a screen hands the outbox: the rest (id, key, time, attempts, refusal) is the outbox's. */
export type NewQueuedWrite = DistributiveOmit<QueuedWrite, 'id' | 'key' | 'madeAt' | 'attempts' | 'refusal'>;

/** A fresh Idempotency-Key. randomUUID needs a secure context; a plain-HTTP address gets 128 random bits. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export const isWaiting = (write: QueuedWrite) => write.refusal === undefined;
