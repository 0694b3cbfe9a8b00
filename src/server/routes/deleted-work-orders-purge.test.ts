import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { ok, type WholeWorkOrder, wholeWorkOrder } from '#tooling/test-server/whole-work-order.ts';
import {
  activityLog,
  attachments,
  comments,
  questions,
  workOrderAssignees,
  workOrders,
} from '../db/schema.ts';
import { maintenanceTasks } from '../maintenance/tasks.ts';
import { PURGE_BATCH_SIZE, purgeDeletedWorkOrders } from '../services/purge-deleted-work-orders.ts';

/** ADR 029: deleted work orders are purged for good once DELETED_RETENTION_DAYS have passed. */

const RETENTION_DAYS = 30;

let t: TestApp;
let dataDir: string;
let office: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let people: { headers: Record<string, string>; techId: number; teamMemberId: number };
let job = 80_000;

const silentLog = { warn: () => {}, info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-purge-'));
  t = await createTestApp({ dataDir, deletedRetentionDays: RETENTION_DAYS });
  office = await signedIn(t, 'office');
  admin = await signedIn(t, 'admin');
  const tech = await signedIn(t, 'plumber');
  const teamMember = await signedIn(t, 'plumber');
  people = { headers: office.headers, techId: tech.employee.id, teamMemberId: teamMember.employee.id };
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A whole order, deleted through the API, its deletion then moved `daysAgo` into the past. */
async function deletedDaysAgo(daysAgo: number): Promise<WholeWorkOrder> {
  job += 1;
  const order = await wholeWorkOrder(t, { ...people, jobNumber: String(job), title: `Purge case ${job}` });
  await ok(t, { method: 'DELETE', url: `/api/work-orders/${order.id}`, headers: office.headers });
  await t.database.db
    .update(workOrders)
    .set({ deletedAt: sql`now() - make_interval(days => ${daysAgo}::int)` })
    .where(eq(workOrders.id, order.id));
  return order;
}

async function filesOf(order: WholeWorkOrder): Promise<string[]> {
  const rows = await t.database.db
    .select({ key: attachments.storageKey })
    .from(attachments)
    .where(eq(attachments.workOrderId, order.id));
  return rows.map((row) => path.join(dataDir, 'uploads', row.key));
}

const rowsOf = async (table: typeof comments | typeof questions | typeof attachments, id: number) =>
  (await t.database.db.select().from(table).where(eq(table.workOrderId, id))).length;

const purgedLog = (ids: number[]) =>
  t.database.db
    .select()
    .from(activityLog)
    .where(sql`${inArray(activityLog.entityId, ids)} and ${activityLog.action} = 'purged'`);

const deletedIds = async () =>
  (
    await ok<{ id: number }[]>(t, { method: 'GET', url: '/api/deleted-work-orders', headers: admin.headers })
  ).map((row) => row.id);

describe('the purge of deleted work orders', () => {
  it('removes orders deleted longer ago than the retention, with their rows and files, and logs it', async () => {
    const expired = await deletedDaysAgo(RETENTION_DAYS + 1);
    const younger = await deletedDaysAgo(RETENTION_DAYS - 1);
    const fresh = await deletedDaysAgo(0);
    const live = await wholeWorkOrder(t, { ...people, jobNumber: 'LIVE-1', title: 'Still here' });
    const expiredFiles = await filesOf(expired);
    const keptFiles = [...(await filesOf(younger)), ...(await filesOf(fresh)), ...(await filesOf(live))];
    expect(expiredFiles).toHaveLength(2);
    expect([...expiredFiles, ...keptFiles].every((file) => existsSync(file))).toBe(true);

    // The chore every server process runs hourly, as the server wires it.
    const chore = maintenanceTasks({
      db: t.database.db,
      config: t.app.config,
      store: t.app.attachmentStore,
      log: silentLog,
    }).find((task) => task.name === 'deleted work orders');
    expect(chore?.everyMs).toBe(60 * 60 * 1000);
    expect(await chore?.run()).toBe(`purged 1 work order(s) deleted more than ${RETENTION_DAYS} days ago`);

    expect(await t.database.db.select().from(workOrders).where(eq(workOrders.id, expired.id))).toEqual([]);
    expect(await rowsOf(comments, expired.id)).toBe(0);
    expect(await rowsOf(questions, expired.id)).toBe(0);
    expect(await rowsOf(attachments, expired.id)).toBe(0);
    expect(
      await t.database.db
        .select()
        .from(workOrderAssignees)
        .where(eq(workOrderAssignees.workOrderId, expired.id)),
    ).toEqual([]);
    expect(expiredFiles.some((file) => existsSync(file))).toBe(false);
    expect(keptFiles.every((file) => existsSync(file))).toBe(true);

    const [entry, ...more] = await purgedLog([expired.id, younger.id, fresh.id, live.id]);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      entityType: 'work_order',
      entityId: expired.id,
      entityLabel: expired.workOrderId,
      actorId: null,
      newValue: { title: `Purge case ${expired.workOrderId}`, retentionDays: RETENTION_DAYS },
    });
    // Its deletion, with the last state, is still in the log beside it.
    const [deletion] = await t.database.db
      .select()
      .from(activityLog)
      .where(sql`${activityLog.entityId} = ${expired.id} and ${activityLog.action} = 'deleted'`);
    expect(deletion?.snapshot).toMatchObject({ title: `Purge case ${expired.workOrderId}` });

    const listed = await deletedIds();
    expect(listed).not.toContain(expired.id);
    expect(listed).toEqual(expect.arrayContaining([younger.id, fresh.id]));
    const restore = await t.app.inject({
      method: 'POST',
      url: `/api/deleted-work-orders/${expired.id}/restore`,
      headers: admin.headers,
      payload: {},
    });
    expect(restore.statusCode).toBe(404);
    // Nothing more is due: a second pass purges nothing.
    expect(await chore?.run()).toBeUndefined();
  });

  it('is safe when several processes run it at once: each order purged and logged once', async () => {
    const due = PURGE_BATCH_SIZE + 3;
    const ids: number[] = [];
    for (let i = 0; i < due; i += 1) {
      const order = await insertWorkOrder(t.database, {
        deletedAt: new Date(Date.now() - (RETENTION_DAYS + 2) * 24 * 60 * 60 * 1000),
      });
      ids.push(order.id);
    }
    const options = { store: t.app.attachmentStore, retentionDays: RETENTION_DAYS, log: silentLog };
    const counts = await Promise.all([
      purgeDeletedWorkOrders(t.database.db, options),
      purgeDeletedWorkOrders(t.database.db, options),
      purgeDeletedWorkOrders(t.database.db, options),
    ]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(due);
    expect(await t.database.db.select().from(workOrders).where(inArray(workOrders.id, ids))).toEqual([]);
    expect((await purgedLog(ids)).length).toBe(due);
  });

  it('keeps to the configured retention', async () => {
    const order = await deletedDaysAgo(3);
    const options = { store: t.app.attachmentStore, log: silentLog };
    const [older] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(workOrders)
      .where(sql`${workOrders.deletedAt} < now() - interval '4 days'`);
    expect(await purgeDeletedWorkOrders(t.database.db, { ...options, retentionDays: 4 })).toBe(older?.n);
    expect(await deletedIds()).toContain(order.id);
    expect(await purgeDeletedWorkOrders(t.database.db, { ...options, retentionDays: 2 })).toBe(1);
    expect(await deletedIds()).not.toContain(order.id);
  });
});
