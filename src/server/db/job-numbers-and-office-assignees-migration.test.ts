import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkOrder } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, type TestApp } from '#tooling/test-server/test-app.ts';
import { queryRows } from './client.ts';
import { activityLog, notifications, workOrderAssignees, workOrders } from './schema.ts';

/**
 * Migration 0013 on rows written the way older releases wrote them. It already ran when the test
 * database was made; running its statements again on the rows below is what it does to a database
 * that has them (each statement only touches rows still in the old shape).
 */
const MIGRATION = readFileSync(
  path.join(import.meta.dirname, 'migrations', '0013_job-numbers-and-office-assignees.sql'),
  'utf8',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function migrate() {
  for (const statement of MIGRATION.split('--> statement-breakpoint'))
    await t.database.db.execute(sql.raw(statement));
}
const numberOf = async (id: number) =>
  (await t.database.db.select().from(workOrders).where(eq(workOrders.id, id)))[0]?.workOrderId;

describe('migration 0013 (ADR 055)', () => {
  it('gives a drawn number the typed Job Number when nothing could collide, and leaves the rest', async () => {
    const db = t.database.db;
    const tech = await insertEmployee(t.database, { employeeType: 'plumber' });
    const free = await insertWorkOrder(t.database, {
      status: 'on-hold',
      workOrderId: 'P1795743540000',
      jobNumber: ' 44006 ',
    });
    await db.insert(activityLog).values({
      entityType: 'work_order',
      entityId: free.id,
      entityLabel: 'P1795743540000',
      action: 'created',
    });
    await db.insert(notifications).values({
      employeeId: tech.id,
      type: 'assignment',
      title: 'New assignment',
      message: 'Olive assigned you to #P1795743540000 Reyes - 44006',
      workOrderId: free.id,
    });
    // Another job, even a completed one, has the number: the drawn one stays.
    await insertWorkOrder(t.database, { status: 'completed', workOrderId: '44100' });
    const taken = await insertWorkOrder(t.database, {
      status: 'on-hold',
      workOrderId: 'P1795743540001-7',
      jobNumber: '44100',
    });
    // Two held jobs typed the same number: neither takes it.
    const twinA = await insertWorkOrder(t.database, {
      status: 'on-hold',
      workOrderId: 'P1795743540002-8',
      jobNumber: '44200',
    });
    const twinB = await insertWorkOrder(t.database, {
      status: 'on-hold',
      workOrderId: 'P1795743540003-9',
      jobNumber: '44200',
    });
    const noJobNumber = await insertWorkOrder(t.database, {
      status: 'on-hold',
      workOrderId: 'P1795743540004-10',
    });
    const typed = await insertWorkOrder(t.database, {
      status: 'on-hold',
      workOrderId: '44300',
      jobNumber: '44301',
    });

    await migrate();

    expect(await numberOf(free.id)).toBe('44006');
    expect(await numberOf(taken.id)).toBe('P1795743540001-7');
    expect(await numberOf(twinA.id)).toBe('P1795743540002-8');
    expect(await numberOf(twinB.id)).toBe('P1795743540003-9');
    expect(await numberOf(noJobNumber.id)).toBe('P1795743540004-10');
    expect(await numberOf(typed.id)).toBe('44300');

    // As JSON text: the driver and drizzle would read the jsonb string "44006" back as a number.
    const log = await queryRows<{
      label: string;
      action: string;
      field: string | null;
      change: string | null;
    }>(
      db,
      sql`select entity_label as label, action, field, old_value::text || ' -> ' || new_value::text as change
          from activity_log where entity_type = 'work_order' and entity_id = ${free.id} order by id`,
    );
    expect(log).toEqual([
      { label: '44006', action: 'created', field: null, change: null },
      { label: '44006', action: 'updated', field: 'workOrderId', change: '"P1795743540000" -> "44006"' },
    ]);
    const [note] = await db.select().from(notifications).where(eq(notifications.workOrderId, free.id));
    expect(note?.message).toBe('Olive assigned you to #44006 Reyes - 44006');
  });

  it('puts each job office employee on its assignee list, once', async () => {
    const clerk = await insertEmployee(t.database, { employeeType: 'office' });
    const order = await insertWorkOrder(t.database, { assignedOfficeEmployee: clerk.id });
    const already = await insertWorkOrder(t.database, { assignedOfficeEmployee: clerk.id }, [clerk.id]);
    await migrate();
    for (const id of [order.id, already.id]) {
      const rows = await t.database.db
        .select()
        .from(workOrderAssignees)
        .where(and(eq(workOrderAssignees.workOrderId, id), eq(workOrderAssignees.employeeId, clerk.id)));
      expect(rows).toHaveLength(1);
    }
  });
});
