import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attachments, workOrders } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { isOneOf, SUPERVISORS } from '../http/require-role.ts';
import { recordActivity } from './activity-log.ts';
import type { EmployeeRow } from './employee-view.ts';
import { findWorkOrderRow, getWorkOrderDetail } from './work-order-detail.ts';

/**
 * DELETE /api/work-orders/{id}. Paused jobs: office, admin, management; tasks: anyone (PRODUCT).
 * The last state, comments included, stays in the activity log. Answers the storage keys of the
 * removed attachments so the caller deletes their files once the transaction has committed.
 */
export async function deleteWorkOrder(
  db: Db,
  actor: EmployeeRow,
  id: number,
): Promise<{ storageKeys: string[] }> {
  return db.transaction(async (tx) => {
    const row = await findWorkOrderRow(tx, id, { lock: true });
    if (row.status === 'on-hold' && !isOneOf(actor.employeeType, SUPERVISORS)) {
      throw new AppError('forbidden', 'Only office, admin and management can delete paused jobs.');
    }
    const snapshot = await getWorkOrderDetail(tx, id);
    const files = await tx
      .select({ storageKey: attachments.storageKey, fileName: attachments.fileName })
      .from(attachments)
      .where(eq(attachments.workOrderId, id));
    await recordActivity(tx, {
      entityType: 'work_order',
      entityId: id,
      entityLabel: row.workOrderId,
      action: 'deleted',
      snapshot: { ...snapshot, attachments: files.map((file) => file.fileName) },
      actorId: actor.id,
    });
    await tx.delete(workOrders).where(eq(workOrders.id, id));
    return { storageKeys: files.map((file) => file.storageKey) };
  });
}
