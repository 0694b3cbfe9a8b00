import { eq } from 'drizzle-orm';
import { isClosedVisitStatus, VISIT_STATUS_LABELS, type VisitStatus } from '#shared/domain/visit-status.ts';
import type { Tx } from '../../db/client.ts';
import { employees, visits, visitTechnicians } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CrewMember } from './technicians.ts';
import { lockVisitOrder, type VisitOrder } from './visit-order.ts';
import { findVisit } from './visit-view.ts';

export type VisitRow = typeof visits.$inferSelect;

const STALE_VISIT_MESSAGE = 'Someone else changed this visit. It now shows their change.';

/**
 * A visit of a live order for a write: its order locked first (as the create does), then the visit
 * row itself, with its crew. 404 when the visit or its order is gone.
 */
export async function lockVisit(
  tx: Tx,
  id: number,
): Promise<{ row: VisitRow; order: VisitOrder; crew: CrewMember[] }> {
  const [found] = await tx.select({ workOrderId: visits.workOrderId }).from(visits).where(eq(visits.id, id));
  if (!found) throw new AppError('not_found', 'Visit not found');
  const order = await lockVisitOrder(tx, found.workOrderId);
  const [row] = await tx.select().from(visits).where(eq(visits.id, id)).for('update');
  if (!row) throw new AppError('not_found', 'Visit not found');
  const crewRows = await tx
    .select({ id: visitTechnicians.employeeId, name: employees.name, role: visitTechnicians.role })
    .from(visitTechnicians)
    .innerJoin(employees, eq(employees.id, visitTechnicians.employeeId))
    .where(eq(visitTechnicians.visitId, id));
  const crew = crewRows
    .map((member) => ({ ...member, role: member.role as CrewMember['role'] }))
    .sort((a, b) => (a.role === b.role ? 0 : a.role === 'lead' ? -1 : 1));
  return { row, order, crew };
}

/** 409 with the visit as it is now, when the caller saw another version. */
export async function requireVersion(tx: Tx, row: VisitRow, version: number | undefined): Promise<void> {
  if (version === undefined || version === row.version) return;
  const current = await findVisit(tx, row.id);
  throw new AppError('conflict', STALE_VISIT_MESSAGE, undefined, {}, { visit: current });
}

export function requireOpenVisit(row: VisitRow): void {
  const status = row.status as VisitStatus;
  if (isClosedVisitStatus(status)) {
    throw new AppError(
      'conflict',
      `This visit is ${VISIT_STATUS_LABELS[status].toLowerCase()}; it can no longer be moved or changed.`,
    );
  }
}
