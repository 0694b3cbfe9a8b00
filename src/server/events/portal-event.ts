import { gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { portalEvents } from '../db/schema.ts';

/** A row of portal_events as announced by its trigger (migration 0009, ADR 044). */
export type PortalEvent = {
  id: number;
  kind: string;
  workOrderId: number | null;
  employeeId: number | null;
};

/** The NOTIFY channel the trigger announces on. */
export const EVENTS_CHANNEL = 'portal_events';

const isIdOrNull = (value: unknown) => value === null || Number.isSafeInteger(value);

/** The trigger's JSON payload, or null for anything else (a payload is never trusted blindly). */
export function parseEventPayload(payload: string | undefined): PortalEvent | null {
  try {
    const value = JSON.parse(payload ?? '') as Record<string, unknown>;
    const { id, kind, workOrderId, employeeId } = value;
    if (!Number.isSafeInteger(id) || typeof kind !== 'string') return null;
    if (!isIdOrNull(workOrderId) || !isIdOrNull(employeeId)) return null;
    return {
      id: id as number,
      kind,
      workOrderId: workOrderId as number | null,
      employeeId: employeeId as number | null,
    };
  } catch {
    return null;
  }
}

/** The newest event's id (0 before the first): where a new stream starts counting. */
export async function latestEventId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${portalEvents.id}), 0)::int8` })
    .from(portalEvents);
  return Number(row?.id ?? 0);
}

/** Events after `id`, oldest first, at most `limit`; and whether `id` is older than what is kept. */
export async function eventsAfter(
  db: Db,
  id: number,
  limit: number,
): Promise<{ events: PortalEvent[]; complete: boolean }> {
  const [rows, [oldest]] = await Promise.all([
    db
      .select({
        id: portalEvents.id,
        kind: portalEvents.kind,
        workOrderId: portalEvents.workOrderId,
        employeeId: portalEvents.employeeId,
      })
      .from(portalEvents)
      .where(gt(portalEvents.id, id))
      .orderBy(portalEvents.id)
      .limit(limit + 1),
    db.select({ id: sql<number | null>`min(${portalEvents.id})::int8` }).from(portalEvents),
  ]);
  // Rows between `id` and the oldest kept one may have been swept: the caller starts afresh then
  // (a refetch of what a screen shows, which costs little). Ids have gaps (rolled-back writes), so
  // this is on the safe side.
  const oldestKept = oldest?.id === null || oldest?.id === undefined ? null : Number(oldest.id);
  const swept = oldestKept === null ? id > 0 : id < oldestKept - 1;
  return { events: rows.slice(0, limit), complete: rows.length <= limit && !swept };
}

/** Deletes events older than `olderThanMs`: a stream away that long starts afresh. */
export async function sweepEvents(db: Db, olderThanMs: number): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const removed = await db
    .delete(portalEvents)
    .where(sql`${portalEvents.createdAt} < ${cutoff}`)
    .returning({ id: portalEvents.id });
  return removed.length;
}
