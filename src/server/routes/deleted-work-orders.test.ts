import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '#shared/domain/total-count-header.ts';
import { RESTORE_ERRORS } from '#shared/spec-texts/recently-deleted-texts.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { everythingShownOf, ok, wholeWorkOrder } from '#tooling/test-server/whole-work-order.ts';
import { activityLog, workOrders } from '../db/schema.ts';

/** ADR 029: Recently deleted, and Restore bringing an order back whole. */

const RETENTION_DAYS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let dataDir: string;
let office: Awaited<ReturnType<typeof signedIn>>;
let tech: Awaited<ReturnType<typeof signedIn>>;
let teamMember: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let manager: Awaited<ReturnType<typeof signedIn>>;

type Headers = Record<string, string>;
const send = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers) =>
  t.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) });
const remove = (id: number, headers: Headers = office.headers) =>
  ok(t, { method: 'DELETE', url: `/api/work-orders/${id}`, headers });
const restore = (id: number, headers: Headers = admin.headers) =>
  send('POST', `/api/deleted-work-orders/${id}/restore`, headers);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-deleted-'));
  t = await createTestApp({ dataDir, deletedRetentionDays: RETENTION_DAYS });
  office = await signedIn(t, 'office', { name: 'Olive Office' });
  tech = await signedIn(t, 'plumber', { name: 'Theo Tech' });
  teamMember = await signedIn(t, 'plumber', { name: 'Tamsin Team' });
  admin = await signedIn(t, 'admin', { name: 'Ada Admin' });
  manager = await signedIn(t, 'management', { name: 'Mona Manager' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const people = () => ({
  headers: office.headers,
  techId: tech.employee.id,
  teamMemberId: teamMember.employee.id,
});

describe('delete, then restore', () => {
  it('brings a paused job back whole: fields, comments, questions, assignments and byte-identical files', async () => {
    const order = await wholeWorkOrder(t, {
      ...people(),
      jobNumber: '71001',
      title: 'Sump pump',
      paused: true,
    });
    const before = await everythingShownOf(t, office.headers, order);
    expect(before.detail).toMatchObject({
      status: 'on-hold',
      partTitle1: 'Cartridge valve',
      preAuthAmount: 180.5,
    });
    expect(before.comments).toHaveLength(1);
    expect(before.questions).toHaveLength(1);
    expect(before.attachments).toHaveLength(2);
    expect(before.assignedEmployees).toHaveLength(2);
    for (const [index, download] of before.downloads.entries()) {
      expect(download.status).toBe(200);
      expect(Buffer.compare(download.bytes, order.files[index]?.bytes ?? Buffer.alloc(0))).toBe(0);
    }

    expect(await remove(order.id)).toEqual({ message: 'Work order deleted', id: order.id });
    expect((await send('GET', `/api/work-orders/${order.id}`, office.headers)).statusCode).toBe(404);

    const restored = await restore(order.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id: order.id, workOrderId: '71001', status: 'on-hold' });

    const after = await everythingShownOf(t, office.headers, order);
    // As it was, to the byte and to the timestamp: nothing under it was touched. Only its version
    // moved on, once for the delete and once for the restore, so a change queued before the
    // delete is refused with 412 rather than applied to a job that was gone (ADR 045).
    expect(after.detail.version).toBe(Number(before.detail.version) + 2);
    expect({ ...after, detail: { ...after.detail, version: before.detail.version } }).toEqual(before);
    for (const [index, download] of after.downloads.entries()) {
      expect(Buffer.compare(download.bytes, order.files[index]?.bytes ?? Buffer.alloc(0))).toBe(0);
    }
    const lists = [
      '/api/work-orders?limit=100',
      '/api/work-orders/on-hold',
      `/api/work-orders?assignee=${tech.employee.id}&limit=100`,
    ];
    for (const url of lists) {
      const ids = (await ok<{ id: number }[]>(t, { method: 'GET', url, headers: office.headers })).map(
        (row) => row.id,
      );
      expect(ids, url).toContain(order.id);
    }
    const notes = await ok<{ title: string; workOrderId: number | null }[]>(t, {
      method: 'GET',
      url: '/api/notifications',
      headers: teamMember.headers,
    });
    const links = notes.filter((note) => note.title.includes('#71001')).map((note) => note.workOrderId);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => link === order.id)).toBe(true);
  });

  it('records delete (with the last state), restore and who did each in the activity log', async () => {
    const order = await insertWorkOrder(t.database, { workOrderId: '71002', title: 'Drain snake' });
    await remove(order.id, tech.headers);
    expect((await restore(order.id, manager.headers)).statusCode).toBe(200);
    const entries = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, order.id))
      .orderBy(activityLog.id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['deleted', tech.employee.id],
      ['restored', manager.employee.id],
    ]);
    expect(entries[0]?.snapshot).toMatchObject({ title: 'Drain snake', comments: [] });
    expect(entries[1]).toMatchObject({ entityLabel: '71002', newValue: { title: 'Drain snake' } });
  });
});

describe('POST /api/deleted-work-orders/{id}/restore', () => {
  it('is a 404 for an unknown id, an order that is not deleted, and one restored already', async () => {
    const live = await insertWorkOrder(t.database);
    for (const id of [999_999, live.id]) {
      const response = await restore(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: RESTORE_ERRORS.notDeleted });
    }
    const order = await insertWorkOrder(t.database);
    await remove(order.id);
    expect((await restore(order.id)).statusCode).toBe(200);
    expect((await restore(order.id)).statusCode).toBe(404);
  });

  it('is a 409 while its job # is used by other open work, and works once that is settled', async () => {
    const order = await insertWorkOrder(t.database, { workOrderId: 'RX-7' });
    await remove(order.id);
    // A deleted order holds no job #: the office re-entered the job under the same number.
    const again = await ok(
      t,
      {
        method: 'POST',
        url: '/api/work-orders',
        headers: office.headers,
        payload: { workOrderId: 'rx-7', title: 'Re-entered', description: 'x', type: 'task' },
      },
      201,
    );
    const refused = await restore(order.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Job # RX-7 is now used by another open work order. Change that order's job # or complete it, then restore this one.",
    );
    const [stillDeleted] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    expect(stillDeleted?.deletedAt).not.toBeNull();

    await ok(t, {
      method: 'PATCH',
      url: `/api/work-orders/${again.id}`,
      headers: office.headers,
      payload: { workOrderId: 'RX-7b' },
    });
    expect((await restore(order.id)).statusCode).toBe(200);
  });

  it('restores a completed order even when its job # is used again: completed work may share one', async () => {
    const done = await insertWorkOrder(t.database, { workOrderId: '71010', status: 'completed' });
    await remove(done.id);
    await insertWorkOrder(t.database, { workOrderId: '71010' });
    expect((await restore(done.id)).statusCode).toBe(200);
  });
});

describe('GET /api/deleted-work-orders', () => {
  it('pages the deleted orders newest deletion first, with who, when and when they are purged', async () => {
    const first = await insertWorkOrder(t.database, {
      workOrderId: '72001',
      title: 'Boiler',
      status: 'in-progress',
    });
    const second = await insertWorkOrder(t.database, { workOrderId: '72002', title: 'Toilet' });
    await remove(first.id, tech.headers);
    await remove(second.id, office.headers);

    const response = await send('GET', '/api/deleted-work-orders?limit=1', admin.headers);
    expect(response.statusCode).toBe(200);
    const total = Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
    expect(total).toBeGreaterThanOrEqual(2);
    const [newest] = response.json();
    expect(newest).toEqual({
      id: second.id,
      workOrderId: '72002',
      title: 'Toilet',
      status: 'open',
      deletedAt: expect.any(String),
      deletedBy: { id: office.employee.id, name: 'Olive Office' },
      purgeAt: expect.any(String),
    });
    expect(Date.parse(newest.purgeAt) - Date.parse(newest.deletedAt)).toBe(RETENTION_DAYS * DAY_MS);
    expect(Math.abs(Date.parse(newest.deletedAt) - Date.now())).toBeLessThan(60_000);

    const next = await send('GET', '/api/deleted-work-orders?limit=1&offset=1', manager.headers);
    expect(next.json()).toEqual([
      expect.objectContaining({
        id: first.id,
        status: 'in-progress',
        deletedBy: { id: tech.employee.id, name: 'Theo Tech' },
      }),
    ]);
    const whole = await ok<{ id: number }[]>(t, {
      method: 'GET',
      url: '/api/deleted-work-orders',
      headers: admin.headers,
    });
    expect(whole).toHaveLength(total);
    // Restored orders leave the list.
    await restore(second.id);
    const left = await ok<{ id: number }[]>(t, {
      method: 'GET',
      url: '/api/deleted-work-orders',
      headers: admin.headers,
    });
    expect(left.map((row) => row.id)).not.toContain(second.id);
    expect(left).toHaveLength(total - 1);
  });
});

describe('who may see and restore deleted work', () => {
  it('admin and management; office and technicians are refused (403) and restore nothing', async () => {
    const order = await insertWorkOrder(t.database);
    await remove(order.id);
    for (const who of [office, tech]) {
      expect((await send('GET', '/api/deleted-work-orders', who.headers)).statusCode).toBe(403);
      expect((await restore(order.id, who.headers)).statusCode).toBe(403);
    }
    const [row] = await t.database.db
      .select()
      .from(workOrders)
      .where(and(eq(workOrders.id, order.id)));
    expect(row?.deletedAt).not.toBeNull();
    for (const who of [admin, manager]) {
      expect((await send('GET', '/api/deleted-work-orders', who.headers)).statusCode).toBe(200);
    }
    expect((await restore(order.id, manager.headers)).statusCode).toBe(200);
  });
});
