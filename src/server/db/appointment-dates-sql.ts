import { type SQL, sql } from 'drizzle-orm';
import { TIME_HOLDING_STATUSES, UPCOMING_STATUSES } from '#shared/domain/visit-status.ts';

const BEGUN_STATUSES = ['on-site', 'done', 'not-finished'] as const;
const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * One UPDATE that sets every work order's three appointment days from its visits, as
 * docs/decisions/064-visits-as-records.md defines them, each a day in the company's zone:
 * original the first visit that holds time, last the latest begun (on site, done or not finished),
 * return the earliest still to come (scheduled or on the way); none without such a visit. The seeds
 * write visits in bulk and then run this; rows already right are left alone.
 */
export function appointmentDatesFromVisits(timeZone: string): SQL {
  const day = (aggregate: SQL) => sql`((${aggregate}) at time zone ${timeZone})::date`;
  return sql`update work_orders w set original_appointment_date = d.original,
      last_appointment_date = d.last, return_appointment_date = d.next
    from (
      select o.id,
        ${day(sql`min(v.starts_at) filter (where v.status in (${list(TIME_HOLDING_STATUSES)}))`)} as original,
        ${day(sql`max(v.starts_at) filter (where v.status in (${list(BEGUN_STATUSES)}))`)} as last,
        ${day(sql`min(v.starts_at) filter (where v.status in (${list(UPCOMING_STATUSES)}))`)} as next
      from work_orders o left join visits v on v.work_order_id = o.id
      group by o.id
    ) d
    where d.id = w.id and (w.original_appointment_date, w.last_appointment_date, w.return_appointment_date)
      is distinct from (d.original, d.last, d.next)`;
}
