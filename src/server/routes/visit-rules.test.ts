import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dayBounds } from '#shared/domain/company-time.ts';
import type { Visit, VisitConflictResponseSchema } from '#shared/schemas/visit.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, type TestApp } from '#tooling/test-server/test-app.ts';
import { at, schedule, send, visitTableCounts, ZONE } from '#tooling/test-server/visit-fixtures.ts';

/** The schedule rules on POST /api/visits: each conflict, the override and the day the clocks change. */
let t: TestApp;
let office: Record<string, string>;
let management: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  office = (await signedIn(t, 'office')).headers;
  management = (await signedIn(t, 'management')).headers;
});
afterAll(async () => {
  await t.close();
});

type Conflict = z.infer<typeof VisitConflictResponseSchema>;
const plumber = (name: string) => insertEmployee(t.database, { employeeType: 'plumber', name });
const job = () => insertWorkOrder(t.database);

async function refused(payload: object): Promise<Conflict> {
  const before = await visitTableCounts(t);
  const response = await send(t, office, 'POST', '/api/visits', payload);
  expect(response.statusCode, response.body).toBe(409);
  expect(await visitTableCounts(t)).toEqual(before);
  return response.json() as Conflict;
}

const place = async (leadId: number, day: string, from: string, to: string, extra: object = {}) => ({
  workOrderId: (await job()).id,
  leadId,
  startsAt: at(day, from),
  endsAt: at(day, to),
  ...extra,
});

async function setHours(employeeId: number, hours: string) {
  await t.database.db.execute(
    sql.raw(`insert into technician_schedules (employee_id, work_days, work_start, work_end, max_visits_per_day, max_hours_per_day)
      values (${employeeId}, ${hours})`),
  );
}

describe('the schedule rules', () => {
  it('never books one technician twice at once, not even with a reason', async () => {
    const carlos = await plumber('Carlos Mendez');
    await schedule(t, office, await place(carlos.id, '2026-12-07', '08:00', '10:00'));
    const clash = await refused(
      await place(carlos.id, '2026-12-07', '09:00', '11:00', { overrideReason: 'Urgent leak' }),
    );
    expect(clash.conflicts).toEqual([
      {
        kind: 'overlap',
        technicianId: carlos.id,
        message: 'Carlos Mendez already has a visit from 8:00 AM to 10:00 AM.',
      },
    ]);
    // Back to back is no overlap.
    await schedule(t, office, await place(carlos.id, '2026-12-07', '10:00', '11:00'));
  });

  it('refuses outside working hours unless a reason is given, and logs the override', async () => {
    const ana = await plumber('Ana Ruiz');
    const early = await refused(await place(ana.id, '2026-12-07', '06:00', '08:00'));
    expect(early.conflicts?.map((c) => c.kind)).toEqual(['outside-hours']);
    expect(early.message).toContain('Give a reason to book it anyway.');
    const saturday = await refused(await place(ana.id, '2026-12-12', '09:00', '10:00'));
    expect(saturday.conflicts?.[0]?.message).toBe('Ana Ruiz does not work on this day.');

    const payload = await place(ana.id, '2026-12-07', '06:00', '08:00', {
      overrideReason: 'Customer leaves at 8',
    });
    const visit = await schedule(t, office, payload);
    const log = await send(t, management, 'GET', `/api/work-orders/${visit.workOrderId}/activity`);
    const override = (log.json() as { action: string; newValue: Record<string, unknown> }[]).find(
      (entry) => entry.action === 'visit.override',
    );
    expect(override?.newValue).toMatchObject({
      reason: 'Customer leaves at 8',
      conflicts: [{ kind: 'outside-hours', technicianId: ana.id }],
    });
    expect(String(override?.newValue.summary)).toContain(
      'booked past the schedule rules: Customer leaves at 8',
    );
  });

  it('refuses time off', async () => {
    const ben = await plumber('Ben Okafor');
    await t.database.db.execute(
      sql`insert into technician_time_off (employee_id, starts_at, ends_at, reason)
        values (${ben.id}, ${at('2026-12-08', '00:00')}, ${at('2026-12-09', '00:00')}, 'Dentist')`,
    );
    const off = await refused(await place(ben.id, '2026-12-08', '09:00', '10:00'));
    expect(off.conflicts).toEqual([
      { kind: 'time-off', technicianId: ben.id, message: 'Ben Okafor is off (Dentist) at this time.' },
    ]);
  });

  it('counts visits and hours a day against the technician’s own schedule', async () => {
    const dee = await plumber('Dee Park');
    await setHours(dee.id, `'{1,2,3,4,5}', '07:00', '17:00', 2, 3`);
    await schedule(t, office, await place(dee.id, '2026-12-07', '08:00', '10:00'));
    const hours = await refused(await place(dee.id, '2026-12-07', '10:00', '11:30'));
    expect(hours.conflicts?.map((c) => c.kind)).toEqual(['too-many-hours']);
    expect(hours.conflicts?.[0]?.message).toBe(
      'Dee Park would have 3.5 h of visits this day; the most is 3 h.',
    );
    await schedule(t, office, await place(dee.id, '2026-12-07', '13:00', '14:00'));
    const visits = await refused(await place(dee.id, '2026-12-07', '15:00', '15:30'));
    expect(visits.conflicts?.map((c) => c.kind)).toEqual(['too-many-visits', 'too-many-hours']);
  });

  it('frees the time of a cancelled visit', async () => {
    const eli = await plumber('Eli Stone');
    const first = await schedule(t, office, await place(eli.id, '2026-12-10', '08:00', '10:00'));
    const cancel = await send(t, office, 'POST', `/api/visits/${first.id}/status`, {
      status: 'cancelled',
      reason: 'Customer away',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await schedule(t, office, await place(eli.id, '2026-12-10', '08:00', '10:00'));
  });
});

describe('the day the clocks change (America/Chicago, 2026-11-01, 25 hours)', () => {
  it('a visit 00:30–03:30 local lasts 4 hours, counts 4 hours, and is listed by that day’s bounds', async () => {
    const night = await plumber('Nell Night');
    await setHours(night.id, `'{0,1,2,3,4,5,6}', '00:00', '24:00', 6, 3.5`);
    const payload = await place(night.id, '2026-11-01', '00:30', '03:30');
    expect(new Date(payload.endsAt).getTime() - new Date(payload.startsAt).getTime()).toBe(4 * 3600 * 1000);
    const tooLong = await refused(payload);
    expect(tooLong.conflicts?.[0]?.message).toBe(
      'Nell Night would have 4 h of visits this day; the most is 3.5 h.',
    );
    const visit = await schedule(t, office, { ...payload, overrideReason: 'Storm night' });
    const { start, end } = dayBounds('2026-11-01', ZONE);
    expect(end.getTime() - start.getTime()).toBe(25 * 3600 * 1000);
    const list = await send(
      t,
      office,
      'GET',
      `/api/visits?from=${start.toISOString()}&to=${end.toISOString()}&technicianId=${night.id}`,
    );
    expect((list.json() as { visits: Visit[] }).visits.map((one) => one.id)).toEqual([visit.id]);
  });
});
