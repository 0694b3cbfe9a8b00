import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkOrder } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, type TestApp } from '#tooling/test-server/test-app.ts';
import { at } from '#tooling/test-server/visit-fixtures.ts';
import { visits, visitTechnicians } from './schema.ts';

/**
 * Migration 0016 on orders written the way releases before visits wrote them. It already ran when
 * the test database was made; running it again on the rows below is what it does to a database
 * that has them (it only touches orders without visits).
 */
const MIGRATION = readFileSync(
  path.join(import.meta.dirname, 'migrations', '0016_visits-from-appointment-dates.sql'),
  'utf8',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function visitsOf(workOrderIds: number[]) {
  const rows = await t.database.db
    .select({
      workOrderId: visits.workOrderId,
      startsAt: visits.startsAt,
      endsAt: visits.endsAt,
      windowEnd: visits.windowEnd,
      status: visits.status,
      lead: visitTechnicians.employeeId,
    })
    .from(visits)
    .leftJoin(visitTechnicians, eq(visitTechnicians.visitId, visits.id))
    .where(inArray(visits.workOrderId, workOrderIds))
    .orderBy(asc(visits.workOrderId), asc(visits.startsAt));
  return rows.map((row) => ({
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    windowEnd: row.windowEnd.toISOString(),
  }));
}

describe('migration 0016: visits from the appointment dates (ADR 064)', () => {
  it('makes a visit per order and day, done in the past and scheduled ahead, led by the order’s plumber', async () => {
    const tech = await insertEmployee(t.database, { employeeType: 'plumber' });
    const clerk = await insertEmployee(t.database, { employeeType: 'office' });
    const held = await insertWorkOrder(t.database, {
      status: 'on-hold',
      assignedTo: tech.id,
      originalAppointmentDate: '2020-03-02',
      lastAppointmentDate: '2020-03-02',
      returnAppointmentDate: '2099-12-01',
    });
    const office = await insertWorkOrder(t.database, {
      assignedTo: clerk.id,
      originalAppointmentDate: '2099-12-01',
    });
    const busyDay = [];
    for (let n = 0; n < 5; n += 1) {
      busyDay.push(
        await insertWorkOrder(t.database, { assignedTo: tech.id, originalAppointmentDate: '2099-12-02' }),
      );
    }
    const none = await insertWorkOrder(t.database);

    await t.database.db.execute(sql.raw(MIGRATION));
    const slot = (day: string, from: string, to: string) => ({
      startsAt: at(day, from),
      endsAt: at(day, to),
      windowEnd: at(day, to),
    });
    expect(await visitsOf([held.id, office.id, none.id])).toEqual([
      { workOrderId: held.id, ...slot('2020-03-02', '08:00', '10:00'), status: 'done', lead: tech.id },
      { workOrderId: held.id, ...slot('2099-12-01', '08:00', '10:00'), status: 'scheduled', lead: tech.id },
      { workOrderId: office.id, ...slot('2099-12-01', '08:00', '10:00'), status: 'scheduled', lead: null },
    ]);
    const staggered = await visitsOf(busyDay.map((order) => order.id));
    expect(staggered.map((visit) => [visit.startsAt, visit.lead])).toEqual([
      [at('2099-12-02', '08:00'), tech.id],
      [at('2099-12-02', '10:00'), tech.id],
      [at('2099-12-02', '13:00'), tech.id],
      [at('2099-12-02', '15:00'), tech.id],
      [at('2099-12-02', '08:00'), null],
    ]);

    // Run again: orders that have visits are left alone.
    await t.database.db.execute(sql.raw(MIGRATION));
    expect(await visitsOf([held.id, office.id, ...busyDay.map((order) => order.id)])).toHaveLength(8);
  });
});
