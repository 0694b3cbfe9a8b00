import { getTableColumns, gt, sql } from 'drizzle-orm';
import { WORK_ORDER_STATUSES, type WorkOrderStatus } from '#shared/domain/work-order-status.ts';
import type { Db } from '../db/client.ts';
import { portalEvents, workOrders } from '../db/schema.ts';

/**
 * A row of portal_events as announced by its trigger (migrations 0009 and 0019, ADR 044): a work
 * order's event also has the order's status before and after the change (null: no live order).
 */
export type PortalEvent = {
  id: number;
  kind: string;
  workOrderId: number | null;
  employeeId: number | null;
  statusBefore?: WorkOrderStatus | null;
  statusAfter?: WorkOrderStatus | null;
  /** A work order's change: the fields the statement changed in its row (migration 0021). */
  changedFields?: string[];
};

/**
 * Events that concern an employee's sessions, hidden from every stream: their sessions ended
 * (signed out, revoked, deactivated), or the employee's row changed (a role, a temporary
 * password, a name: migration 0020).
 */
const SESSION_EVENT_KINDS: readonly string[] = ['session.ended', 'employee.changed'];

export function isSessionEvent(event: PortalEvent): event is PortalEvent & { employeeId: number } {
  return SESSION_EVENT_KINDS.includes(event.kind) && event.employeeId !== null;
}

/** The NOTIFY channel the trigger announces on. */
export const EVENTS_CHANNEL = 'portal_events';

const isIdOrNull = (value: unknown) => value === null || Number.isSafeInteger(value);
const isStatusOrNull = (value: unknown): value is WorkOrderStatus | null =>
  value === null || (WORK_ORDER_STATUSES as readonly unknown[]).includes(value);

/**
 * The statuses of a work order's event. Both null (a row written before migration 0019, or an
 * order gone before and after) tells nothing: the event then carries none, and screens ask again.
 */
function statusesOf(before: unknown, after: unknown): Pick<PortalEvent, 'statusBefore' | 'statusAfter'> {
  const was = before ?? null;
  const is = after ?? null;
  if ((was === null && is === null) || !isStatusOrNull(was) || !isStatusOrNull(is)) return {};
  return { statusBefore: was, statusAfter: is };
}

/** A work_orders column by the name of the work order's field it holds (due_date: dueDate). */
const FIELD_OF_COLUMN = new Map(
  Object.entries(getTableColumns(workOrders)).map(([field, column]) => [column.name, field]),
);

/** The changed columns the trigger recorded, as the work order's fields; nothing when there are none. */
function changedFieldsOf(columns: unknown): Pick<PortalEvent, 'changedFields'> {
  if (!Array.isArray(columns) || !columns.every((column) => typeof column === 'string')) return {};
  return { changedFields: columns.map((column: string) => FIELD_OF_COLUMN.get(column) ?? column) };
}

/** The trigger's JSON payload, or null for anything else (a payload is never trusted blindly). */
export function parseEventPayload(payload: string | undefined): PortalEvent | null {
  try {
    const value = JSON.parse(payload ?? '') as Record<string, unknown>;
    const { id, kind, workOrderId, employeeId, statusBefore, statusAfter, changedColumns } = value;
    if (!Number.isSafeInteger(id) || typeof kind !== 'string') return null;
    if (!isIdOrNull(workOrderId) || !isIdOrNull(employeeId)) return null;
    return {
      id: id as number,
      kind,
      workOrderId: workOrderId as number | null,
      employeeId: employeeId as number | null,
      ...(workOrderId === null ? {} : statusesOf(statusBefore, statusAfter)),
      ...changedFieldsOf(changedColumns),
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
  const [stored, [oldest]] = await Promise.all([
    db
      .select({
        id: portalEvents.id,
        kind: portalEvents.kind,
        workOrderId: portalEvents.workOrderId,
        employeeId: portalEvents.employeeId,
        statusBefore: portalEvents.statusBefore,
        statusAfter: portalEvents.statusAfter,
        changedColumns: portalEvents.changedColumns,
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
  const events = stored.slice(0, limit).map(({ statusBefore, statusAfter, changedColumns, ...row }) => ({
    ...row,
    ...(row.workOrderId === null ? {} : statusesOf(statusBefore, statusAfter)),
    ...changedFieldsOf(changedColumns),
  }));
  return { events, complete: stored.length <= limit && !swept };
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
