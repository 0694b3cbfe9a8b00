/**
 * GET /api/events (issue 26, ADR 044): the messages of the stream, as the client reads them. The
 * kinds are listed in ADR 044. Free of zod, so the client's first paint does not carry a validation
 * library for them.
 */
import { WORK_ORDER_STATUSES, type WorkOrderStatus } from './work-order-status.ts';

/**
 * The `data` of a change message; `event:` repeats the kind, `id:` is the Last-Event-ID to send back.
 * A work order's message also says its status before and after the change (null: no live order
 * then: not created yet, or deleted), so a screen can tell that a list it shows is not concerned.
 */
export type LiveEventData = {
  kind: string;
  workOrderId?: number;
  statusBefore?: WorkOrderStatus | null;
  statusAfter?: WorkOrderStatus | null;
  /** A work order's change (work-order.changed): the fields it changed, as named in the order's JSON. */
  changed?: string[];
};

/** Stream control messages besides the changes. */
export const STREAM_READY_EVENT = 'ready';
export const STREAM_SESSION_ENDED_EVENT = 'session-ended';

const isStatus = (value: unknown): value is WorkOrderStatus =>
  (WORK_ORDER_STATUSES as readonly unknown[]).includes(value);

/** A status field: absent, null, or a status; anything else makes the message unreadable. */
function statusField(value: unknown): WorkOrderStatus | null | undefined | false {
  if (value === undefined || value === null || isStatus(value)) return value;
  return false;
}

/** A message's data as the server sends it, or null for anything else. */
export function parseLiveEventData(text: string): LiveEventData | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { kind, workOrderId } = value as Record<string, unknown>;
  if (typeof kind !== 'string') return null;
  if (workOrderId === undefined) return { kind };
  if (!Number.isSafeInteger(workOrderId)) return null;
  const before = statusField((value as Record<string, unknown>).statusBefore);
  const after = statusField((value as Record<string, unknown>).statusAfter);
  if (before === false || after === false) return null;
  const data: LiveEventData = { kind, workOrderId: workOrderId as number };
  if (before !== undefined && after !== undefined) {
    data.statusBefore = before;
    data.statusAfter = after;
  }
  const changed = changedField((value as Record<string, unknown>).changed);
  if (changed) data.changed = changed;
  return data;
}

const FIELD_NAME = /^[A-Za-z0-9_]{1,64}$/;

/** The changed fields, when they are a list of field names; otherwise nothing is known of them. */
function changedField(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length > 200) return undefined;
  return value.every((field) => typeof field === 'string' && FIELD_NAME.test(field))
    ? (value as string[])
    : undefined;
}
