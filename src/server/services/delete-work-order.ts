import { and, eq, or, sql } from 'drizzle-orm';
import { may } from '#shared/domain/role-permissions.ts';
import type { Db, Executor } from '../db/client.ts';
import { activityLog, attachments, workOrders } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { aboutWorkOrder, recordActivity } from './activity-log.ts';
import type { EmployeeRow } from './employee-view.ts';
import { cancelVisitsOfDeletedOrder } from './visits/index.ts';
import { findWorkOrderRow, getWorkOrderDetail } from './work-order-detail.ts';
import type { WorkOrderRow } from './work-order-view.ts';

const PAUSED_JOB_DELETE_MESSAGE = 'Only office, admin and management can delete paused jobs.';

const ON_HOLD = sql`'"on-hold"'::jsonb`;

/**
 * A paused job by its record, not by a status someone may have changed a second ago (ADR 021): on
 * hold now, or on hold at any point in its activity log (created on hold, or a status change into
 * or out of on-hold). Resuming a job does not make it anyone's to delete.
 */
async function isPausedJob(executor: Executor, row: WorkOrderRow): Promise<boolean> {
  if (row.status === 'on-hold' || row.pausedAt !== null) return true;
  const [held] = await executor
    .select({ id: activityLog.id })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.entityType, 'work_order'),
        eq(activityLog.entityId, row.id),
        or(
          and(
            eq(activityLog.field, 'status'),
            or(sql`${activityLog.oldValue} = ${ON_HOLD}`, sql`${activityLog.newValue} = ${ON_HOLD}`),
          ),
          and(eq(activityLog.action, 'created'), sql`${activityLog.newValue}->>'status' = 'on-hold'`),
        ),
      ),
    )
    .limit(1);
  return held !== undefined;
}

/**
 * DELETE /api/work-orders/{id}. Paused jobs: office, admin, management; tasks: anyone.
 * The order is hidden, not removed (ADR 029): it and everything under it (comments, questions,
 * files, assignments) stay as they are until an administrator restores it or the purge removes it.
 * The log line keeps its last state, as it did when delete removed the row.
 */
export async function deleteWorkOrder(db: Db, actor: EmployeeRow, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findWorkOrderRow(tx, id, { lock: true });
    if (!may(actor.employeeType, 'work-orders:delete-paused-job') && (await isPausedJob(tx, row))) {
      throw new AppError('forbidden', PAUSED_JOB_DELETE_MESSAGE);
    }
    const snapshot = await getWorkOrderDetail(tx, id);
    const files = await tx
      .select({ fileName: attachments.fileName })
      .from(attachments)
      .where(eq(attachments.workOrderId, id));
    await recordActivity(tx, {
      ...aboutWorkOrder(id, row.workOrderId),
      action: 'deleted',
      snapshot: { ...snapshot, attachments: files.map((file) => file.fileName) },
      actorId: actor.id,
    });
    const order = { id, jobNumber: row.workOrderId, status: row.status, assignedTo: row.assignedTo };
    await cancelVisitsOfDeletedOrder(tx, actor, order);
    await tx
      .update(workOrders)
      .set({ deletedAt: sql`now()`, deletedBy: actor.id })
      .where(eq(workOrders.id, id));
  });
}
