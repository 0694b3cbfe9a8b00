/**
 * GET /api/events (issue 26, ADR 044): the messages of the stream, as the client reads them. The
 * kinds are listed in ADR 044. Free of zod, so the client's first paint does not carry a validation
 * library for them.
 */
/** The `data` of a change message; `event:` repeats the kind, `id:` is the Last-Event-ID to send back. */
export type LiveEventData = { kind: string; workOrderId?: number };

/** Stream control messages besides the changes. */
export const STREAM_READY_EVENT = 'ready';
export const STREAM_SESSION_ENDED_EVENT = 'session-ended';

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
  return Number.isSafeInteger(workOrderId) ? { kind, workOrderId: workOrderId as number } : null;
}
