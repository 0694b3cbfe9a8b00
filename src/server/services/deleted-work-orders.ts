import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DeletedWorkOrder, DeletedWorkOrderListQuery } from '#shared/schemas/deleted-work-order.ts';
import type { WorkOrder } from '#shared/schemas/work-order.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { RESTORE_ERRORS } from '#shared/spec-texts/recently-deleted-texts.ts';
import type { Db, Executor } from '../db/client.ts';
import { employees, workOrders } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { aboutWorkOrder, recordActivity } from './activity-log.ts';
import { isUniqueViolation } from './db-errors.ts';
import type { EmployeeRow } from './employee-view.ts';
import { isoOrNull } from './iso-or-null.ts';
import { isLive } from './live-work-orders.ts';
import { presentWorkOrder } from './work-order-detail.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isDeleted = isNotNull(workOrders.deletedAt);

/** Recently deleted, newest deletion first, with who deleted each and when the purge takes it. */
export async function listDeletedWorkOrders(
  db: Db,
  query: DeletedWorkOrderListQuery,
  retentionDays: number,
): Promise<{ rows: DeletedWorkOrder[]; total: number }> {
  const page = db
    .select({
      id: workOrders.id,
      workOrderId: workOrders.workOrderId,
      title: workOrders.title,
      status: workOrders.status,
      deletedAt: workOrders.deletedAt,
      deletedById: employees.id,
      deletedByName: employees.name,
    })
    .from(workOrders)
    .leftJoin(employees, eq(employees.id, workOrders.deletedBy))
    .where(isDeleted)
    // The order of work_orders_deleted_idx (DESC NULLS LAST), so a page is an index walk.
    .orderBy(sql`${workOrders.deletedAt} desc nulls last`, sql`${workOrders.id} desc nulls last`)
    .offset(query.offset);
  const [rows, [counted]] = await Promise.all([
    query.limit === undefined ? page : page.limit(query.limit),
    db.select({ n: count() }).from(workOrders).where(isDeleted),
  ]);
  return {
    rows: rows.map((row) => {
      // Only deleted rows were selected.
      const deletedAt = row.deletedAt as Date;
      return {
        id: row.id,
        workOrderId: row.workOrderId,
        title: row.title,
        status: row.status as DeletedWorkOrder['status'],
        deletedAt: deletedAt.toISOString(),
        deletedBy:
          row.deletedById !== null && row.deletedByName !== null
            ? { id: row.deletedById, name: row.deletedByName }
            : null,
        purgeAt: new Date(deletedAt.getTime() + retentionDays * DAY_MS).toISOString(),
      };
    }),
    total: counted?.n ?? 0,
  };
}

/** A deleted order brought back as open work may not share its job # with another open order. */
async function requireJobNumberFree(executor: Executor, row: { id: number; workOrderId: string }) {
  const [taken] = await executor
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(
      and(
        sql`lower(${workOrders.workOrderId}) = lower(${row.workOrderId})`,
        ne(workOrders.status, 'completed'),
        isLive,
        ne(workOrders.id, row.id),
      ),
    )
    .limit(1);
  if (taken) throw jobNumberTaken(row.workOrderId);
}

const jobNumberTaken = (job: string) =>
  new AppError('conflict', fillTemplate(RESTORE_ERRORS.jobNumberTaken, { job }));

/**
 * POST /api/deleted-work-orders/{id}/restore: the order comes back exactly as it was deleted, with
 * everything under it (nothing under it was touched). Locked like any write of the order, so a
 * restore and the purge, or two restores, never interleave.
 */
export async function restoreWorkOrder(db: Db, actor: EmployeeRow, id: number): Promise<WorkOrder> {
  let label = '';
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(workOrders)
        .where(and(eq(workOrders.id, id), isDeleted))
        .for('update');
      if (!row) throw new AppError('not_found', RESTORE_ERRORS.notDeleted);
      label = row.workOrderId;
      if (row.status !== 'completed') await requireJobNumberFree(tx, row);
      const [restored] = await tx
        .update(workOrders)
        .set({ deletedAt: null, deletedBy: null })
        .where(eq(workOrders.id, id))
        .returning();
      if (!restored) throw new Error('update returned no work order');
      await recordActivity(tx, {
        ...aboutWorkOrder(id, row.workOrderId),
        action: 'restored',
        oldValue: { deletedAt: isoOrNull(row.deletedAt), deletedBy: row.deletedBy },
        newValue: { title: row.title },
        actorId: actor.id,
      });
      return presentWorkOrder(tx, restored);
    });
  } catch (error) {
    // Another order took the number between the check and the write (the unique index saw it).
    if (isUniqueViolation(error)) throw jobNumberTaken(label);
    throw error;
  }
}
