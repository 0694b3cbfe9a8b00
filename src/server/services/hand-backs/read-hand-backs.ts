import { and, eq, inArray, sql } from 'drizzle-orm';
import type { HandBack } from '#shared/schemas/hand-back.ts';
import { HAND_BACK_REFUSALS } from '#shared/spec-texts/hand-back-texts.ts';
import type { Db } from '../../db/client.ts';
import { visitHandBacks, visitTechnicians, workOrders } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { EmployeeRow } from '../employee-view.ts';
import { liveWorkOrderById } from '../live-work-orders.ts';
import { readsEveryHandBack } from '../read-visibility.ts';
import { findHandBacks } from './hand-back-view.ts';

/** The visits the employee is on (lead or helper), as a condition on hand-backs. */
const ofVisitsOf = (employeeId: number) =>
  inArray(
    visitHandBacks.visitId,
    sql`(select ${visitTechnicians.visitId} from ${visitTechnicians} where ${visitTechnicians.employeeId} = ${employeeId})`,
  );

async function requireLiveOrder(db: Db, id: number, message: string): Promise<void> {
  const [order] = await db.select({ id: workOrders.id }).from(workOrders).where(liveWorkOrderById(id));
  if (!order) throw new AppError('not_found', message);
}

/** GET /api/visits/{id}/hand-back: the visit's current hand-back (the newest); 404 when none. */
export async function handBackOfVisit(db: Db, actor: EmployeeRow, visitId: number): Promise<HandBack> {
  const [latest] = await findHandBacks(db, eq(visitHandBacks.visitId, visitId));
  if (!latest) throw new AppError('not_found', HAND_BACK_REFUSALS.noHandBack);
  await requireLiveOrder(db, latest.workOrderId, HAND_BACK_REFUSALS.noHandBack);
  if (!readsEveryHandBack(actor)) {
    const [onVisit] = await db
      .select({ visitId: visitTechnicians.visitId })
      .from(visitTechnicians)
      .where(and(eq(visitTechnicians.visitId, visitId), eq(visitTechnicians.employeeId, actor.id)));
    if (!onVisit) throw new AppError('forbidden', HAND_BACK_REFUSALS.notYourHandBack);
  }
  return latest;
}

/** GET /api/work-orders/{id}/hand-backs: newest first; a technician's, those of their visits. */
export async function handBacksOfWorkOrder(
  db: Db,
  actor: EmployeeRow,
  workOrderId: number,
): Promise<HandBack[]> {
  await requireLiveOrder(db, workOrderId, 'Work order not found');
  const ofOrder = eq(visitHandBacks.workOrderId, workOrderId);
  return findHandBacks(
    db,
    readsEveryHandBack(actor) ? ofOrder : (and(ofOrder, ofVisitsOf(actor.id)) ?? ofOrder),
  );
}
