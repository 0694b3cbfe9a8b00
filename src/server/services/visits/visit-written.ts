import type { Visit } from '#shared/schemas/visit.ts';
import type { Tx } from '../../db/client.ts';
import { refreshAppointmentDates } from './appointment-dates.ts';
import { findVisit } from './visit-view.ts';

/**
 * The end of every visit write, in its transaction: the order's appointment dates follow its
 * visits again, and the visit is read back as the API shows it.
 */
export async function visitWritten(
  tx: Tx,
  orderId: number,
  visitId: number,
  timeZone: string,
): Promise<Visit> {
  await refreshAppointmentDates(tx, orderId, timeZone);
  const visit = await findVisit(tx, visitId);
  if (!visit) throw new Error('the visit just written is not found');
  return visit;
}
