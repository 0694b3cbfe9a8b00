import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workOrderEtag } from '#shared/domain/write-headers.ts';
import { IF_MATCH_MESSAGE, WORK_ORDER_CHANGED_MESSAGE } from '#shared/schemas/write-headers.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { activityLog, employees, workOrders } from '../db/schema.ts';

/** The work order's version as ETag, and If-Match on PATCH (issue 27, ADR 045). */
let t: TestApp;
let office: Awaited<ReturnType<typeof signedIn>>;
let tech: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  office = await signedIn(t, 'office');
  tech = await signedIn(t, 'plumber');
  admin = await signedIn(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

const read = (id: number) =>
  t.app.inject({ method: 'GET', url: `/api/work-orders/${id}`, headers: tech.headers });
const etagOf = async (id: number) => (await read(id)).headers.etag;

function patch(id: number, payload: object, headers: Record<string, string> = {}, who = tech.headers) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/work-orders/${id}`,
    headers: { ...who, ...headers },
    payload,
  });
}
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: tech.headers, payload });

const loggedChanges = async (id: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, 'status_changed')))
  )[0]?.n;

describe('the ETag of a work order', () => {
  it('is its version in double quotes, on GET and on every PATCH answer', async () => {
    const order = await insertWorkOrder(t.database);
    const detail = await read(order.id);
    expect(detail.headers.etag).toBe('"1"');
    expect(detail.json().version).toBe(1);
    const changed = await patch(order.id, { status: 'in-progress' }, { 'if-match': '"1"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBe('"2"');
    expect(changed.json().version).toBe(2);
    expect(await etagOf(order.id)).toBe('"2"');
  });

  it('stays as it is for notes, questions and assignments, so a queued note never makes a queued status change conflict', async () => {
    const order = await insertWorkOrder(t.database);
    const seen = await etagOf(order.id);
    expect(
      (await post(`/api/work-orders/${order.id}/comments`, { content: 'On my way', type: 'note' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await post(`/api/work-orders/${order.id}/questions`, { question: 'Gate code?' })).statusCode,
    ).toBe(201);
    const assigned = await post(`/api/work-orders/${order.id}/assign`, { employeeId: office.employee.id });
    expect(assigned.statusCode).toBe(200);
    const after = await read(order.id);
    expect(after.headers.etag).toBe(seen);
    // The order was touched all the same: lists sorted by their last change still see it.
    expect(after.json().updatedAt).not.toBe(order.updatedAt.toISOString());
    const status = await patch(order.id, { status: 'in-progress' }, { 'if-match': seen ?? '' });
    expect(status.statusCode).toBe(200);
  });

  it('stays as it is for a PATCH that changes nothing', async () => {
    const order = await insertWorkOrder(t.database, { priority: 'urgent' });
    const same = await patch(order.id, { priority: 'urgent' }, { 'if-match': '"1"' });
    expect(same.statusCode).toBe(200);
    expect(same.headers.etag).toBe('"1"');
  });

  it('is what list rows carry as `version`, on the phone lists and the lean lists', async () => {
    const order = await insertWorkOrder(t.database, {
      status: 'on-hold',
      type: 'follow-up',
      title: `Versioned ${randomUUID()}`,
    });
    await patch(order.id, { priority: 'urgent' });
    const etag = await etagOf(order.id);
    for (const url of [
      '/api/work-orders?lightweight=true',
      '/api/work-orders?lightweight=true&limit=5',
      '/api/work-orders',
      '/api/work-orders/on-hold',
      '/api/work-orders-need-follow-up',
      '/api/dashboard/priority-work-orders',
    ]) {
      const rows = (await t.app.inject({ method: 'GET', url, headers: tech.headers })).json() as {
        id: number;
        version: number;
      }[];
      const row = rows.find((item) => item.id === order.id);
      expect(row, url).toBeDefined();
      expect(workOrderEtag(row?.version ?? 0), url).toBe(etag);
    }
  });
});

describe('PATCH /api/work-orders/{id} with If-Match', () => {
  it('refuses a change to an order changed since (412), with its current ETag, and writes nothing', async () => {
    const order = await insertWorkOrder(t.database);
    const seen = await etagOf(order.id);
    expect((await patch(order.id, { priority: 'urgent' }, {}, office.headers)).statusCode).toBe(200);
    const stale = await patch(order.id, { status: 'in-progress' }, { 'if-match': seen ?? '' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ message: WORK_ORDER_CHANGED_MESSAGE });
    expect(stale.headers.etag).toBe('"2"');
    const [row] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    expect(row).toMatchObject({ status: 'open', version: 2 });
    expect(await loggedChanges(order.id)).toBe(0);
    // With the ETag the 412 gave, the change goes through.
    const retried = await patch(
      order.id,
      { status: 'in-progress' },
      { 'if-match': stale.headers.etag ?? '' },
    );
    expect(retried.statusCode).toBe(200);
    expect(retried.headers.etag).toBe('"3"');
  });

  it('lets only one of two changes made from the same version through', async () => {
    const order = await insertWorkOrder(t.database);
    const [first, second] = await Promise.all([
      patch(order.id, { status: 'in-progress' }, { 'if-match': '"1"' }),
      patch(order.id, { status: 'on-hold' }, { 'if-match': '"1"' }, office.headers),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 412]);
    expect(await etagOf(order.id)).toBe('"2"');
  });

  it('takes *, a list that names the current tag, and never a weak tag', async () => {
    const order = await insertWorkOrder(t.database);
    expect((await patch(order.id, { priority: 'urgent' }, { 'if-match': '*' })).statusCode).toBe(200);
    expect((await patch(order.id, { priority: 'normal' }, { 'if-match': '"1", "2"' })).statusCode).toBe(200);
    const weak = await patch(order.id, { priority: 'urgent' }, { 'if-match': 'W/"3"' });
    expect(weak.statusCode).toBe(412);
  });

  it.each([['3'], ['abc'], ['"3" junk'], ['']])(
    'refuses If-Match: %s with a 400 naming the header',
    async (value) => {
      const order = await insertWorkOrder(t.database);
      const response = await patch(order.id, { priority: 'urgent' }, { 'if-match': value });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'if-match', message: IF_MATCH_MESSAGE }]);
    },
  );

  it('answers 404 as before for a deleted order; restored, its version has moved on', async () => {
    const order = await insertWorkOrder(t.database);
    const seen = await etagOf(order.id);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/work-orders/${order.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await patch(order.id, { status: 'in-progress' }, { 'if-match': seen ?? '' });
    expect(gone.statusCode).toBe(404);
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/deleted-work-orders/${order.id}/restore`,
      headers: admin.headers,
    });
    expect(restored.statusCode).toBe(200);
    expect((await patch(order.id, { status: 'in-progress' }, { 'if-match': seen ?? '' })).statusCode).toBe(
      412,
    );
  });
});

describe('PATCH /api/work-orders/{id} with an Idempotency-Key', () => {
  it('replays the first answer and its ETag, not a 412, though If-Match now names an old version', async () => {
    const order = await insertWorkOrder(t.database);
    const key = randomUUID();
    const headers = { 'idempotency-key': key, 'if-match': '"1"' };
    const first = await patch(order.id, { status: 'in-progress' }, headers);
    expect(first.statusCode).toBe(200);
    const replay = await patch(order.id, { status: 'in-progress' }, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.headers.etag).toBe('"2"');
    expect(replay.body).toBe(first.body);
    expect(await loggedChanges(order.id)).toBe(1);
    expect(await etagOf(order.id)).toBe('"2"');
  });

  it('keeps no key for a 412: the client may send the change again with the same key and a fresh If-Match', async () => {
    const order = await insertWorkOrder(t.database);
    await patch(order.id, { priority: 'urgent' });
    const key = randomUUID();
    const stale = await patch(
      order.id,
      { status: 'in-progress' },
      { 'idempotency-key': key, 'if-match': '"1"' },
    );
    expect(stale.statusCode).toBe(412);
    const fresh = await patch(
      order.id,
      { status: 'in-progress' },
      { 'idempotency-key': key, 'if-match': '"2"' },
    );
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses the replay of a completion to someone no longer allowed to complete', async () => {
    const clerk = await signedIn(t, 'office');
    const order = await insertWorkOrder(t.database, { status: 'in-progress' });
    const key = randomUUID();
    const completed = await patch(
      order.id,
      { status: 'completed' },
      { 'idempotency-key': key },
      clerk.headers,
    );
    expect(completed.statusCode).toBe(200);
    // Moved to the field since: technicians do not complete work (the role table in docs/product.md).
    await t.database.db
      .update(employees)
      .set({ employeeType: 'plumber' })
      .where(eq(employees.id, clerk.employee.id));
    const replay = await patch(order.id, { status: 'completed' }, { 'idempotency-key': key }, clerk.headers);
    expect(replay.statusCode).toBe(403);
    expect(replay.json().message).toMatch(/complete or reopen/);
  });
});
