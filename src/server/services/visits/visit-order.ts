import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { workOrders } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { isLive } from '../live-work-orders.ts';

export type VisitOrder = { id: number; jobNumber: string; status: string; assignedTo: number | null };

const COMPLETED_JOB_MESSAGE = 'This job is completed; reopen it before scheduling a visit.';

/**
 * The visit's work order, row-locked for the transaction, so the visit writes of one order (and its
 * date fields) apply one after the other. A deleted order is a 404; with `open`, a completed one a 409.
 */
export async function lockVisitOrder(
  tx: Tx,
  id: number,
  options: { open?: boolean } = {},
): Promise<VisitOrder> {
  const [order] = await tx
    .select({
      id: workOrders.id,
      jobNumber: workOrders.workOrderId,
      status: workOrders.status,
      assignedTo: workOrders.assignedTo,
    })
    .from(workOrders)
    .where(and(eq(workOrders.id, id), isLive))
    .for('update');
  if (!order) throw new AppError('not_found', 'Work order not found');
  if (options.open && order.status === 'completed') throw new AppError('conflict', COMPLETED_JOB_MESSAGE);
  return order;
}
