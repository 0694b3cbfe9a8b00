import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { SMALL_SCALE_ORDERS, smallScaleDatabase } from './small-scale-database.ts';

const ZONE = sql.raw(`'America/Chicago'`);
const { database: seeded, one, atNow: AT_NOW } = smallScaleDatabase();
const ORDERS = SMALL_SCALE_ORDERS;

describe('the scale seed’s visits (600 work orders, 40 employees)', () => {
  it('gives the orders about two visits each, led by plumbers, some with a helper', async () => {
    const counted = await one<Record<string, number>>(sql`select
      (select count(*) from visits) as visits,
      (select count(*) from visit_technicians where role = 'lead') as leads,
      (select count(*) from visit_technicians where role = 'helper') as helpers,
      (select count(*) from visits v where not exists (select 1 from visit_technicians t where t.visit_id = v.id and t.role = 'lead')) as leaderless,
      (select count(*) from visit_technicians t join employees e on e.id = t.employee_id where e.employee_type <> 'plumber') as not_plumbers,
      (select count(*) from visit_technicians h join visit_technicians l on l.visit_id = h.visit_id and l.role = 'lead'
        where h.role = 'helper' and h.employee_id = l.employee_id) as self_helped,
      (select coalesce(max(id), 0) from visits) as last_id,
      (select last_value from visits_id_seq) as sequence`);
    expect(counted.visits).toBeGreaterThan(ORDERS * 1.7);
    expect(counted.visits).toBeLessThanOrEqual(ORDERS * 3);
    expect(counted.leads).toBe(counted.visits);
    expect(counted.helpers).toBeGreaterThan(0);
    expect(counted).toMatchObject({ leaderless: 0, not_plumbers: 0, self_helped: 0 });
    expect(counted.sequence).toBe(counted.last_id);
  });

  it('never holds one technician in two visits at once, and copies each visit into its technicians', async () => {
    const bad = await one<Record<string, number>>(sql`select
      (select count(*) from visit_technicians a join visit_technicians b on a.employee_id = b.employee_id
        and a.visit_id < b.visit_id and a.during && b.during where a.holds_time and b.holds_time) as overlaps,
      (select count(*) from visit_technicians t join visits v on v.id = t.visit_id
        where t.during <> tstzrange(v.starts_at, v.ends_at) or t.holds_time <> (v.status <> 'cancelled')) as not_copied`);
    expect(bad).toEqual({ overlaps: 0, not_copied: 0 });
  });

  it('keeps statuses, windows and days consistent with the time and the order', async () => {
    const bad = await one<Record<string, number>>(sql`select
      count(*) filter (where v.status in ('done', 'not-finished') and ends_at > ${AT_NOW}) as finished_ahead,
      count(*) filter (where v.status in ('scheduled', 'on-the-way') and starts_at <= ${AT_NOW}) as upcoming_behind,
      count(*) filter (where v.status = 'on-site' and not (starts_at <= ${AT_NOW} and ${AT_NOW} < ends_at)) as on_site_elsewhen,
      count(*) filter (where window_end - window_start <> interval '2 hours' or starts_at < window_start
        or starts_at >= window_end or ends_at > window_end) as windows,
      count(*) filter (where extract(isodow from starts_at at time zone ${ZONE}) > 5) as weekend,
      count(*) filter (where v.created_at > starts_at or v.created_at > ${AT_NOW} or status_changed_at < v.created_at
        or status_changed_at > ${AT_NOW}) as times,
      count(*) filter (where w.status = 'completed' and v.status in ('scheduled', 'on-the-way', 'on-site')) as completed_ahead
      from visits v join work_orders w on w.id = v.work_order_id`);
    expect(bad).toEqual({
      finished_ahead: 0,
      upcoming_behind: 0,
      on_site_elsewhen: 0,
      windows: 0,
      weekend: 0,
      times: 0,
      completed_ahead: 0,
    });
    const statuses = await queryRows<{ status: string }>(
      seeded().db,
      sql`select distinct status from visits`,
    );
    expect(new Set(statuses.map((row) => row.status))).toEqual(
      new Set(['done', 'not-finished', 'cancelled', 'scheduled', 'on-site']),
    );
  });

  it("sets each order's three appointment days from its visits", async () => {
    const bad = await one<{ n: number; with_return: number }>(sql`select
      count(*) filter (where (w.original_appointment_date, w.last_appointment_date, w.return_appointment_date)
        is distinct from (d.original, d.last, d.next)) as n,
      count(*) filter (where w.return_appointment_date is not null) as with_return
      from work_orders w join (
        select o.id,
          (min(v.starts_at) filter (where v.status <> 'cancelled') at time zone ${ZONE})::date as original,
          (max(v.starts_at) filter (where v.status in ('on-site', 'done', 'not-finished')) at time zone ${ZONE})::date as last,
          (min(v.starts_at) filter (where v.status in ('scheduled', 'on-the-way')) at time zone ${ZONE})::date as next
        from work_orders o left join visits v on v.work_order_id = o.id group by o.id
      ) d on d.id = w.id`);
    expect(bad.n).toBe(0);
    expect(bad.with_return).toBeGreaterThan(0);
  });
});
