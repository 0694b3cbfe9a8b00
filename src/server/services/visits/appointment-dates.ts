import { type SQL, sql } from 'drizzle-orm';
import { TIME_HOLDING_STATUSES, UPCOMING_STATUSES } from '#shared/domain/visit-status.ts';
import type { Tx } from '../../db/client.ts';

const listOf = (statuses: readonly string[]): SQL =>
  sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );
const dayOfStart = (timeZone: string) => sql`(v.starts_at at time zone ${timeZone}::text)::date`;

/**
 * The old date fields of a work order, rewritten from its visits in the same transaction as every
 * visit write (docs/decisions/064-visits-as-records.md): original = the day of the first visit that
 * holds time, last = the day of the latest visit begun (on site, done, not finished), return = the
 * day of the earliest visit still to come (scheduled, on the way). Days are read in the company's
 * zone. Original and last keep what they held while no visit says otherwise; return follows the
 * visits as soon as the order has any.
 */
export async function refreshAppointmentDates(tx: Tx, workOrderId: number, timeZone: string): Promise<void> {
  const day = dayOfStart(timeZone);
  await tx.execute(sql`
    update work_orders w set
      original_appointment_date = coalesce(
        (select min(${day}) from visits v where v.work_order_id = w.id and v.status in (${listOf(TIME_HOLDING_STATUSES)})),
        w.original_appointment_date),
      last_appointment_date = coalesce(
        (select max(${day}) from visits v
          where v.work_order_id = w.id and v.status in ('on-site', 'done', 'not-finished')),
        w.last_appointment_date),
      return_appointment_date = case
        when exists (select 1 from visits v where v.work_order_id = w.id)
        then (select min(${day}) from visits v
          where v.work_order_id = w.id and v.status in (${listOf(UPCOMING_STATUSES)}))
        else w.return_appointment_date end
    where w.id = ${workOrderId}`);
}
