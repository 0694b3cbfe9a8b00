import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandBack } from '#shared/schemas/hand-back.ts';
import { HAND_BACK_REFUSALS } from '#shared/spec-texts/hand-back-texts.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import {
  handBackForm,
  handBackInput,
  insertVisit,
  sendHandBack,
  signaturePng,
} from '#tooling/test-server/hand-back-fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { activityLog, workOrders } from '../db/schema.ts';

/** The office's review of a hand-back, its reopening, and the list of orders awaiting review. */
let t: TestApp;
let carlos: { id: number; headers: Record<string, string> };
let office: Record<string, string>;
let admin: Record<string, string>;
let signature: Buffer;

beforeAll(async () => {
  t = await createTestApp({ dataDir: '.test-data/hand-back-review' });
  const c = await signedIn(t, 'plumber', { name: 'Carlos Mendez' });
  carlos = { id: c.employee.id, headers: c.headers };
  office = (await signedIn(t, 'office', { name: 'Olive Office' })).headers;
  admin = (await signedIn(t, 'admin', { name: 'Alan Admin' })).headers;
  signature = await signaturePng();
});
afterAll(async () => {
  await t.close();
});

async function handedBack(input = handBackInput()) {
  const order = await insertWorkOrder(t.database, { status: 'in-progress' });
  const visitId = await insertVisit(t.database, order.id, { leadId: carlos.id });
  const response = await sendHandBack(t, carlos.headers, visitId, await handBackForm(input, { signature }));
  if (response.statusCode !== 201) throw new Error(`hand-back: ${response.statusCode} ${response.body}`);
  return { order, visitId, handBack: response.json<HandBack>() };
}

const post = (headers: Record<string, string>, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('POST /api/hand-backs/{id}/review', () => {
  it('marks it reviewed by whom, and completes the task in the same step when asked', async () => {
    const { order, handBack } = await handedBack();
    const response = await post(office, `/api/hand-backs/${handBack.id}/review`, {
      version: handBack.version,
      completeTask: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'reviewed',
      reviewedBy: { name: 'Olive Office' },
      version: handBack.version + 1,
    });
    const [row] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    expect(row?.status).toBe('completed');
    expect(row?.completedAt).not.toBeNull();
    // The same log line a status change writes, beside the review's own.
    const lines = await t.database.db.select().from(activityLog).where(eq(activityLog.entityId, order.id));
    expect(lines.map((line) => line.action)).toEqual(
      expect.arrayContaining(['status_changed', 'hand-back.reviewed']),
    );
  });

  it('leaves the task as it is without completeTask', async () => {
    const { order, handBack } = await handedBack();
    const response = await post(office, `/api/hand-backs/${handBack.id}/review`, {
      version: handBack.version,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    expect(row?.status).toBe('in-progress');
  });

  it('refuses completeTask when the work is not done, and a stale version with the hand-back as it is', async () => {
    const { order, handBack } = await handedBack(
      handBackInput({
        outcome: { kind: 'not-finished', reason: 'No access to the attic', returnNeeded: true },
      }),
    );
    const notDone = await post(office, `/api/hand-backs/${handBack.id}/review`, {
      version: handBack.version,
      completeTask: true,
    });
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json().message).toBe(HAND_BACK_REFUSALS.completeNeedsDone);
    const stale = await post(office, `/api/hand-backs/${handBack.id}/review`, {
      version: handBack.version + 5,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: HAND_BACK_REFUSALS.stale,
      handBack: { id: handBack.id, version: 1 },
    });
    const [row] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    expect(row?.status).toBe('in-progress');
  });

  it('refuses a technician (403) and a second review (409)', async () => {
    const { handBack } = await handedBack();
    const byTech = await post(carlos.headers, `/api/hand-backs/${handBack.id}/review`, { version: 1 });
    expect(byTech.statusCode).toBe(403);
    expect((await post(office, `/api/hand-backs/${handBack.id}/review`, { version: 1 })).statusCode).toBe(
      200,
    );
    const again = await post(office, `/api/hand-backs/${handBack.id}/review`, { version: 2 });
    expect(again.statusCode).toBe(409);
  });
});

describe('POST /api/hand-backs/{id}/reopen', () => {
  it('reopens a reviewed hand-back with a logged reason; the visit may then be handed back again', async () => {
    const { order, visitId, handBack } = await handedBack();
    const early = await post(admin, `/api/hand-backs/${handBack.id}/reopen`, {
      version: 1,
      reason: 'Too soon',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(HAND_BACK_REFUSALS.reopenNeedsReviewed);
    await post(office, `/api/hand-backs/${handBack.id}/review`, { version: 1 });
    const byOffice = await post(office, `/api/hand-backs/${handBack.id}/reopen`, {
      version: 2,
      reason: 'Wrong',
    });
    expect(byOffice.statusCode).toBe(403);

    const reopened = await post(admin, `/api/hand-backs/${handBack.id}/reopen`, {
      version: 2,
      reason: 'Parts list was wrong',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({
      status: 'reopened',
      reopenReason: 'Parts list was wrong',
      reopenedBy: { name: 'Alan Admin' },
    });
    const [line] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, order.id), eq(activityLog.action, 'hand-back.reopened')));
    expect((line?.newValue as { summary?: string } | undefined)?.summary).toBe(
      'Alan Admin reopened the hand-back of the visit: Parts list was wrong',
    );

    const second = await sendHandBack(
      t,
      carlos.headers,
      visitId,
      await handBackForm(handBackInput({ parts: [] }), { signature }),
    );
    expect(second.statusCode, second.body).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/work-orders/${order.id}/hand-backs`,
      headers: office,
    });
    expect(list.json<{ handBacks: HandBack[] }>().handBacks.map((h) => h.status)).toEqual([
      'awaiting-review',
      'reopened',
    ]);
    const current = await t.app.inject({
      method: 'GET',
      url: `/api/visits/${visitId}/hand-back`,
      headers: office,
    });
    expect(current.json<HandBack>().id).toBe(second.json<HandBack>().id);
  });
});

describe('GET /api/work-orders?handBack=awaiting-review', () => {
  it('lists the orders with a hand-back awaiting review, counted in X-Total-Count', async () => {
    const waiting = await handedBack();
    const reviewed = await handedBack();
    await post(office, `/api/hand-backs/${reviewed.handBack.id}/review`, { version: 1 });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/work-orders?handBack=awaiting-review&limit=200',
      headers: office,
    });
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json<{ id: number }[]>().map((order) => order.id);
    expect(ids).toContain(waiting.order.id);
    expect(ids).not.toContain(reviewed.order.id);
    const [count] = await t.database.db
      .execute<{ n: number }>(
        "select count(distinct work_order_id)::int as n from visit_hand_backs where status = 'awaiting-review'",
      )
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(Number(response.headers['x-total-count'])).toBe(count?.n);
    expect(ids).toHaveLength(count?.n ?? -1);
  });

  it('refuses another value', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/work-orders?handBack=yes',
      headers: office,
    });
    expect(response.statusCode).toBe(400);
  });
});
