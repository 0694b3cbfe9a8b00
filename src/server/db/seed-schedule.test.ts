import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clockMinutesOf, dayOf } from '#shared/domain/company-time.ts';
import { readinessOf } from '#shared/domain/hold-readiness.ts';
import { parseWaitingFor } from '#shared/domain/paused-job.ts';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import { type Database, queryRows } from './client.ts';
import { seedDemoData } from './seed.ts';
import { mondayOf } from './seed-technician-days.ts';

const ZONE = 'America/Chicago';
/** A Wednesday, 10:42 in Chicago. */
const NOW = new Date('2026-03-18T15:42:10.000Z');
const MONDAY = mondayOf(dayOf(NOW, ZONE));

type VisitRow = {
  id: number;
  work_order_id: number;
  starts_at: Date;
  ends_at: Date;
  window_start: Date;
  window_end: Date;
  status: string;
  note: string | null;
  lead: number;
  helpers: number;
};

let database: Database;
let visits: VisitRow[];
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

beforeAll(async () => {
  database = await createTestDatabase();
  const result = await seedDemoData(database.db, { now: NOW, hashPassword: async (plain) => plain });
  expect(result.visits).toBeGreaterThan(150);
  visits = await rows<VisitRow>(sql`select v.*, 
      (select employee_id from visit_technicians t where t.visit_id = v.id and t.role = 'lead') as lead,
      (select count(*)::int from visit_technicians t where t.visit_id = v.id and t.role = 'helper') as helpers
    from visits v order by v.starts_at`);
  for (const visit of visits) {
    for (const key of ['starts_at', 'ends_at', 'window_start', 'window_end'] as const)
      visit[key] = new Date(visit[key]);
  }
});
afterAll(() => database.close());

describe("the demo seed's schedule", () => {
  it("gives every active technician visits on this week's work days, 1 to 6 a day, in their hours", async () => {
    const technicians = await rows<{ id: number; name: string }>(
      sql`select id, name from employees where employee_type = 'plumber' and is_active order by id`,
    );
    const hours = await rows<{ employee_id: number; work_end: string; max_visits_per_day: number }>(
      sql`select employee_id, work_end, max_visits_per_day from technician_schedules`,
    );
    expect(hours).toHaveLength(2);
    const thisWeek = Array.from({ length: 7 }, (_, i) => addDays(MONDAY, i));
    for (const technician of technicians) {
      const own = hours.find((row) => row.employee_id === technician.id);
      const mine = visits.filter((visit) => visit.lead === technician.id && visit.status !== 'cancelled');
      const days = new Set(mine.map((visit) => dayOf(visit.starts_at, ZONE)));
      expect(thisWeek.filter((day) => days.has(day)).length, technician.name).toBeGreaterThanOrEqual(4);
      for (const day of days) {
        const count = mine.filter((visit) => dayOf(visit.starts_at, ZONE) === day).length;
        expect(count, `${technician.name} ${day}`).toBeLessThanOrEqual(own?.max_visits_per_day ?? 6);
      }
      for (const visit of mine) {
        expect(clockMinutesOf(visit.starts_at, ZONE)).toBeGreaterThanOrEqual(7 * 60);
        const end = clockMinutesOf(visit.ends_at, ZONE);
        expect(end).toBeLessThanOrEqual(own?.work_end === '13:00' ? 13 * 60 : 17 * 60);
        const minutes = (visit.ends_at.getTime() - visit.starts_at.getTime()) / 60_000;
        expect(minutes).toBeGreaterThanOrEqual(60);
        expect(minutes).toBeLessThanOrEqual(180);
      }
    }
    expect(visits.some((visit) => visit.helpers > 0)).toBe(true);
    expect(
      visits.some((visit) => visit.note === 'Gate code 4411' || visit.note === 'Bring the 40-gal tank'),
    ).toBe(true);
  });

  it('never holds one technician in two visits at once', async () => {
    const [overlaps] = await rows<{ n: number }>(sql`select count(*)::int as n from visit_technicians a
      join visit_technicians b on a.employee_id = b.employee_id and a.visit_id < b.visit_id
        and a.during && b.during and a.holds_time and b.holds_time`);
    expect(overlaps?.n).toBe(0);
    const [copied] = await rows<{ n: number }>(sql`select count(*)::int as n from visit_technicians t
      join visits v on v.id = t.visit_id
      where t.during <> tstzrange(v.starts_at, v.ends_at) or t.holds_time <> (v.status <> 'cancelled')`);
    expect(copied?.n).toBe(0);
  });

  it('gives each visit the status its time has at now, and a two-hour window holding its start', () => {
    for (const visit of visits) {
      if (visit.status === 'done' || visit.status === 'not-finished') expect(visit.ends_at <= NOW).toBe(true);
      if (visit.status === 'on-site') expect(visit.starts_at <= NOW && NOW < visit.ends_at).toBe(true);
      if (['scheduled', 'on-the-way', 'cancelled'].includes(visit.status))
        expect(visit.starts_at > NOW).toBe(true);
      expect(visit.window_end.getTime() - visit.window_start.getTime()).toBe(2 * 3_600_000);
      expect([8, 10, 13, 15]).toContain(clockMinutesOf(visit.window_start, ZONE) / 60);
      expect(visit.window_start <= visit.starts_at && visit.starts_at < visit.window_end).toBe(true);
    }
    const statuses = new Set(visits.map((visit) => visit.status));
    for (const status of ['done', 'not-finished', 'on-site', 'scheduled']) expect(statuses).toContain(status);
  });

  it("keeps each order's three appointment days as its visits say", async () => {
    const orders = await rows<{
      id: number;
      original: string | null;
      last: string | null;
      next: string | null;
    }>(
      sql`select id, original_appointment_date::text as original, last_appointment_date::text as last,
        return_appointment_date::text as next from work_orders`,
    );
    const days = (list: VisitRow[]) => list.map((visit) => dayOf(visit.starts_at, ZONE));
    for (const order of orders) {
      const mine = visits.filter((visit) => visit.work_order_id === order.id);
      const held = days(mine.filter((visit) => visit.status !== 'cancelled'));
      const begun = days(mine.filter((visit) => ['on-site', 'done', 'not-finished'].includes(visit.status)));
      const upcoming = days(mine.filter((visit) => ['scheduled', 'on-the-way'].includes(visit.status)));
      expect(order, `order ${order.id}`).toEqual({
        id: order.id,
        original: held[0] ?? null,
        last: begun[begun.length - 1] ?? null,
        next: upcoming[0] ?? null,
      });
    }
  });

  it("leaves work for the board's tray: held jobs ready to return and open work with nothing booked", async () => {
    const orders = await rows<Record<string, string | null> & { id: number; status: string }>(
      sql`select * from work_orders where status <> 'completed'`,
    );
    const upcoming = new Set(
      visits
        .filter((visit) => ['scheduled', 'on-the-way'].includes(visit.status))
        .map((v) => v.work_order_id),
    );
    const ready = orders.filter((order) => {
      if (order.status !== 'on-hold' || upcoming.has(order.id)) return false;
      const parts = ([1, 2, 3] as const)
        .filter((n) => order[`part_title_${n}`])
        .map((n) => ({ number: n, received: order[`part_received_${n}`] ?? null }));
      return readinessOf({
        parts,
        preAuthStatus: order.pre_auth_status ?? null,
        authorizationStatus: order.authorization_status ?? null,
        rwpFormStatus: order.rwp_form_status ?? null,
        waitingFor: parseWaitingFor(order.description),
      }).ready;
    });
    expect(ready.length).toBeGreaterThanOrEqual(3);
    const unscheduled = orders.filter((order) => order.status !== 'on-hold' && !upcoming.has(order.id));
    expect(unscheduled.length).toBeGreaterThanOrEqual(5);
  });

  it('gives one technician a day off next week, with no visit that day', async () => {
    const off = await rows<{ employee_id: number; starts_at: Date }>(
      sql`select employee_id, starts_at from technician_time_off`,
    );
    expect(off).toHaveLength(1);
    const day = dayOf(new Date(off[0]?.starts_at ?? 0), ZONE);
    expect(mondayOf(day)).toBe(addDays(MONDAY, 7));
    const [onLeave] = await rows<{ n: number }>(sql`select count(*)::int as n from visit_technicians t
      join visits v on v.id = t.visit_id where t.employee_id = ${off[0]?.employee_id}
        and (v.starts_at at time zone ${ZONE})::date = ${day}::date`);
    expect(onLeave?.n).toBe(0);
  });
});
