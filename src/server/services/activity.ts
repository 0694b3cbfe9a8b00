import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { ActivityItem, ActivityPageQuery, ActivityQuery } from '#shared/schemas/activity.ts';
import type { Db } from '../db/client.ts';
import { activityLog, employees, workOrders } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';

type ActivityRow = typeof activityLog.$inferSelect;

function toActivityItem(row: ActivityRow, actorName: string | null): ActivityItem {
  return {
    id: row.id,
    entityType: row.entityType as ActivityItem['entityType'],
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    action: row.action,
    field: row.field,
    oldValue: row.oldValue,
    newValue: row.newValue,
    snapshot: row.snapshot,
    actor: row.actorId !== null && actorName !== null ? { id: row.actorId, name: actorName } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function conditionsOf(filters: Omit<ActivityQuery, 'limit' | 'offset'>): SQL[] {
  const conditions: SQL[] = [];
  const isWorkOrder = filters.workOrderId !== undefined || filters.workOrder !== undefined;
  const entityType = filters.entityType ?? (isWorkOrder ? 'work_order' : undefined);
  if (entityType) conditions.push(eq(activityLog.entityType, entityType));
  if (filters.workOrderId !== undefined) conditions.push(eq(activityLog.entityId, filters.workOrderId));
  if (filters.workOrder !== undefined) conditions.push(eq(activityLog.entityLabel, filters.workOrder));
  if (filters.employeeId !== undefined) conditions.push(eq(activityLog.actorId, filters.employeeId));
  if (filters.action !== undefined) conditions.push(eq(activityLog.action, filters.action));
  if (filters.from) conditions.push(gte(activityLog.createdAt, filters.from));
  if (filters.to) conditions.push(lte(activityLog.createdAt, filters.to));
  return conditions;
}

/** The log, newest first, filtered and paged in SQL; actors come from the same query. */
export async function listActivity(
  db: Db,
  query: ActivityQuery,
): Promise<{ rows: ActivityItem[]; total: number }> {
  const where = and(...conditionsOf(query));
  const entries = db
    .select({ entry: activityLog, actorName: employees.name })
    .from(activityLog)
    .leftJoin(employees, eq(employees.id, activityLog.actorId))
    .where(where)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .offset(query.offset)
    .$dynamic();
  const [rows, [counted]] = await Promise.all([
    // Without a limit the whole filtered log, as every list answers.
    query.limit === undefined ? entries : entries.limit(query.limit),
    db.select({ total: count() }).from(activityLog).where(where),
  ]);
  return {
    rows: rows.map(({ entry, actorName }) => toActivityItem(entry, actorName)),
    total: counted?.total ?? 0,
  };
}

/**
 * One order's history. It reads the log, so a deleted order's history is still there; an id that
 * has neither a log line nor a row never existed and is a 404.
 */
export async function listWorkOrderActivity(
  db: Db,
  workOrderId: number,
  page: ActivityPageQuery,
): Promise<{ rows: ActivityItem[]; total: number }> {
  const result = await listActivity(db, { ...page, workOrderId });
  if (result.total === 0) {
    const [order] = await db
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(eq(workOrders.id, workOrderId));
    if (!order) throw new AppError('not_found', 'Work order not found');
  }
  return result;
}
