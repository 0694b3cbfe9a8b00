import { sql } from 'drizzle-orm';
import { appointmentDatesFromVisits } from '#server/db/appointment-dates-sql.ts';
import { type Executor, queryRows } from '#server/db/client.ts';
import { VISIT_NOTES } from '#server/db/seed-visit-plan.ts';
import { DEFAULT_TIME_ZONE } from '#shared/domain/company-time.ts';
import type { ScalePlan } from './scale-options.ts';
import {
  chanceOf,
  fractionOf,
  hashOf,
  intBetween,
  pickId,
  pickText,
  quote,
  timestampLiteral,
} from './sql-fragments.ts';
import type { StaffIds } from './staff-ids.ts';

/** A technician's day: four two-hour arrival windows, each holding at most one visit of theirs. */
const SLOTS = ['08:00', '10:00', '13:00', '15:00'] as const;

/**
 * Each order's 1-3 visits (about two on average) as rows of a temporary plan: a day inside the
 * order's life (completed and held work before today, a held job's return on its return day, open
 * work up to two weeks ahead; a weekend day moved to one of the five weekdays before it), then a
 * slot of the lead's day. The lead is the order's technician; a lead's visits of one day take
 * distinct slots (a fifth is dropped), so no two overlap. The status follows the time: behind now done, not finished or
 * cancelled, under way on site, ahead scheduled or cancelled.
 */
function planSql(plan: ScalePlan, staff: StaffIds, timeZone: string): string {
  const now = timestampLiteral(plan.now);
  const zone = quote(timeZone);
  const today = `(${now} at time zone ${zone})::date`;
  const key = '(w.id::bigint * 4 + j)';
  const lead = `coalesce(w.assigned_to, case when w.status = 'completed' then ${pickId(staff.allPlumbers, 'w.id', 201)}
    else ${pickId(staff.plumbers, 'w.id', 201)} end)`;
  const slotTime = `(ARRAY[${SLOTS.map(quote).join(', ')}]::time[])[1 + slot]`;
  const local = (extra: string) => `((day + ${slotTime} + ${extra}) at time zone ${zone})`;
  return `
    create temp table scale_visit_plan on commit drop as
    select row_number() over (order by starts_at, work_order_id)::int as id, t.*,
      case
        when ends_at <= ${now} then case
          when ${hashOf('k', 207)} % 100 < 3 then 'cancelled'
          when order_status = 'on-hold' then 'not-finished'
          when order_status = 'completed' and j = c then 'done'
          when ${hashOf('k', 207)} % 100 < 15 then 'not-finished'
          else 'done' end
        when starts_at <= ${now} then 'on-site'
        when ${hashOf('k', 207)} % 100 < 3 then 'cancelled'
        else 'scheduled' end as status
    from (
      select s.*,
        ${local(`${hashOf('k', 204)} % 3 * interval '15 minutes'`)} as starts_at,
        ${local(`${hashOf('k', 204)} % 3 * interval '15 minutes' + (60 + ${hashOf('k', 209)} % 3 * 15) * interval '1 minute'`)} as ends_at,
        ${local(`interval '0 minutes'`)} as window_start,
        ${local(`interval '2 hours'`)} as window_end
      from (
        select r.*, ((r.rank - 1 + ${hashOf(`lead::bigint * 100000 + (day - date '2000-01-01')`, 203)}) % 4)::int as slot
        from (
          select d.*, row_number() over (partition by lead, day order by work_order_id, j) as rank
          from (
            -- A weekend day becomes one of the five weekdays before it: never later, so never past today.
            select wanted.*, raw_day - case extract(isodow from raw_day)
              when 6 then 1 + ${intBetween('k', 212, 0, 4)} when 7 then 2 + ${intBetween('k', 212, 0, 4)} else 0 end as day
            from (
              select w.id as work_order_id, w.status as order_status, w.created_by, w.created_at as order_created,
                j, c, ${key} as k, ${lead} as lead,
                case when ${chanceOf(key, 205, 15)} then ${pickId(staff.plumbers, key, 206)} end as helper,
                case when w.status = 'on-hold' and j = c and w.return_appointment_date is not null
                  then w.return_appointment_date
                  else least(((w.created_at + (span_end - w.created_at) * ((j - 0.85 + 0.7 * ${fractionOf(key, 202)}) / c))
                    at time zone ${zone})::date,
                    case when w.status in ('completed', 'on-hold') then ${today} - 1 else ${today} + 14 end)
                end as raw_day
              from (
                select w.*, 1 + ${hashOf('w.id', 200)} % 3 as c,
                  case w.status when 'completed' then w.completed_at when 'on-hold' then w.paused_at
                    else ${now} + interval '14 days' end as span_end
                from work_orders w
              ) w cross join lateral generate_series(1, w.c) j
            ) wanted
          ) d
        ) r
        where r.rank <= ${SLOTS.length}
      ) s
    ) t`;
}

function visitsSql(plan: ScalePlan): string {
  const now = timestampLiteral(plan.now);
  return `
    insert into visits (id, work_order_id, starts_at, ends_at, window_start, window_end, note, status,
      status_changed_at, status_changed_by, created_by, created_at, updated_at)
    select id, work_order_id, starts_at, ends_at, window_start, window_end,
      case when ${chanceOf('k', 208, 10)} then ${pickText(VISIT_NOTES, 'k', 210)} end, status, changed_at,
      case when status in ('on-site', 'done', 'not-finished') then lead else created_by end, created_by, created_at, changed_at
    from (
      select p.*, case
          when status in ('done', 'not-finished') then ends_at
          when status = 'on-site' then starts_at
          when status = 'cancelled' then created_at + (least(${now}, starts_at) - created_at) / 2
          else created_at end as changed_at
      from (
        select p.*, least(${now}, starts_at,
          greatest(order_created, starts_at - (1 + ${hashOf('k', 211)} % 10) * interval '1 day')) as created_at
        from scale_visit_plan p
      ) p
    ) v
    order by id`;
}

/**
 * The technicians of each visit: its lead, and its helper unless that technician already holds the
 * same slot of the day (as a lead, or as the helper of an earlier visit). `during` copies the visit.
 */
const TECHNICIANS_SQL = `
  insert into visit_technicians (visit_id, employee_id, role, during, holds_time)
  select id, lead, 'lead', tstzrange(starts_at, ends_at), status <> 'cancelled' from scale_visit_plan
  union all
  select id, helper, 'helper', tstzrange(starts_at, ends_at), status <> 'cancelled' from (
    select p.*, row_number() over (partition by helper, day, slot order by id) as taken
    from scale_visit_plan p where helper is not null and helper <> lead
  ) h
  where taken = 1 and not exists (
    select 1 from scale_visit_plan l where l.lead = h.helper and l.day = h.day and l.slot = h.slot)
  -- By technician and time: the exclusion constraint's index takes them in its own order.
  order by 2, 4`;

/**
 * About two visits per order, in a few set-based statements: the plan, the visits (ids in time
 * order), their technicians, the id sequence, then the orders' appointment days from the visits.
 * The visits' live-update trigger is off for the load. The no-overlap constraint (migration 0015)
 * stays on and checks every row as it goes in: building its index after the load instead took as
 * long (about 30 s for 190,000 visits on a busy 2-core machine).
 */
export async function insertVisits(db: Executor, plan: ScalePlan, staff: StaffIds): Promise<void> {
  const [settings] = await queryRows<{ time_zone: string }>(db, sql`select time_zone from company_settings`);
  const timeZone = settings?.time_zone ?? DEFAULT_TIME_ZONE;
  await db.execute(sql.raw('alter table visits disable trigger user'));
  await db.execute(sql.raw(planSql(plan, staff, timeZone)));
  await db.execute(sql.raw(visitsSql(plan)));
  await db.execute(sql.raw(TECHNICIANS_SQL));
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('visits', 'id'), greatest((select max(id) from visits), 1))`,
    ),
  );
  await db.execute(appointmentDatesFromVisits(timeZone));
  await db.execute(sql.raw('alter table visits enable trigger user'));
}
