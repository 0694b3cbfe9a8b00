import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLog,
  attachments,
  visitHandBackParts,
  visitHandBacks,
  visits,
  workOrders,
} from '#server/db/schema.ts';
import type { HandBack } from '#shared/schemas/hand-back.ts';
import { HAND_BACK_REFUSALS } from '#shared/spec-texts/hand-back-texts.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import {
  digestOf,
  handBackForm,
  handBackInput,
  handBackPhoto,
  handBackTableCounts,
  insertVisit,
  sendHandBack,
  signaturePng,
} from '#tooling/test-server/hand-back-fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';

/** POST /api/visits/{id}/hand-back: the whole hand-back in one request, stored whole, exactly once. */
let t: TestApp;
let carlos: { id: number; name: string; headers: Record<string, string> };
let tina: { id: number; headers: Record<string, string> };
let office: Record<string, string>;
let signature: Buffer;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({ dataDir: '.test-data/hand-backs' });
  const c = await signedIn(t, 'plumber', { name: 'Carlos Mendez' });
  carlos = { id: c.employee.id, name: c.employee.name, headers: c.headers };
  const other = await signedIn(t, 'plumber', { name: 'Tina Tech' });
  tina = { id: other.employee.id, headers: other.headers };
  office = (await signedIn(t, 'office', { name: 'Olive Office' })).headers;
  signature = await signaturePng();
  photo = await handBackPhoto();
});
afterAll(async () => {
  await t.close();
});

/** The readable line of an activity entry. */
const summaryOf = (entry: { newValue: unknown } | undefined) =>
  (entry?.newValue as { summary?: string } | undefined)?.summary;

const carlosVisit = async (fields: Parameters<typeof insertWorkOrder>[1] = {}) => {
  const order = await insertWorkOrder(t.database, { status: 'in-progress', ...fields });
  return { order, visitId: await insertVisit(t.database, order.id, { leadId: carlos.id }) };
};

describe('a hand-back sent whole', () => {
  it('stores the parts, the photos and the signature as attachments, closes the visit, logs it and keeps its digest', async () => {
    const { order, visitId } = await carlosVisit();
    const before = await photo;
    const after = await handBackPhoto();
    const files = { before: [before], after: [after], signature };
    const input = handBackInput();
    const digest = await digestOf(visitId, input, files);
    const response = await sendHandBack(
      t,
      carlos.headers,
      visitId,
      await handBackForm({ ...input, contentSha256: digest }, files),
    );
    expect(response.statusCode, response.body).toBe(201);
    const handBack = response.json<HandBack>();
    expect(handBack).toMatchObject({
      visitId,
      workOrderId: order.id,
      jobNumber: order.workOrderId,
      technician: { id: carlos.id, name: 'Carlos Mendez' },
      workDone: 'Replaced the water heater and flushed the lines.',
      parts: [
        { description: 'Water heater 40 gal', quantity: 1, partNumber: 'WH-40' },
        { description: 'Copper pipe', quantity: 2.5, partNumber: null },
      ],
      arrivedAt: '2026-12-07T15:00:00.000Z',
      leftAt: '2026-12-07T16:40:00.000Z',
      minutesOnSite: 100,
      signOff: { kind: 'signed', signerName: 'J. Chatterjee', signatureWidth: 600, signatureHeight: 200 },
      outcome: { kind: 'done' },
      status: 'awaiting-review',
      contentSha256: digest,
      version: 1,
    });
    expect(handBack.photos.map((p) => p.label)).toEqual(['before', 'after']);

    // The photos and the signature are the order's attachments, with the bytes that were sent.
    const files2 = await t.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.workOrderId, order.id));
    expect(files2).toHaveLength(3);
    if (handBack.signOff.kind !== 'signed') throw new Error('not signed');
    const png = await t.app.inject({
      method: 'GET',
      url: `/api/attachments/${handBack.signOff.signatureAttachmentId}/file`,
      headers: office,
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(signature)).toBe(true);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/attachments/${handBack.photos[0]?.attachmentId}/file?size=thumbnail`,
      headers: office,
    });
    expect(shown.statusCode).toBe(200);

    const [visit] = await t.database.db.select().from(visits).where(eq(visits.id, visitId));
    expect(visit?.status).toBe('done');
    expect(visit?.arrivedAt?.toISOString()).toBe('2026-12-07T15:00:00.000Z');
    expect(visit?.finishedAt?.toISOString()).toBe('2026-12-07T16:40:00.000Z');

    const lines = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, order.id), eq(activityLog.action, 'hand-back.submitted')));
    expect(summaryOf(lines[0])).toBe(
      'Carlos Mendez finished the visit: signed by J. Chatterjee, 1 h 40 min on site, 2 parts',
    );

    // Read back as it was stored.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/visits/${visitId}/hand-back`,
      headers: office,
    });
    expect(read.json()).toEqual(handBack);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/work-orders/${order.id}/hand-backs`,
      headers: carlos.headers,
    });
    expect(list.json()).toEqual({ handBacks: [handBack] });
  });

  it('computes the digest itself when the phone sends none, and logs a customer not present', async () => {
    const { order, visitId } = await carlosVisit();
    const input = handBackInput({
      signOff: { kind: 'customer-not-present', reason: 'Tenant away, key from the office' },
      parts: [{ description: 'Washer', quantity: 1 }],
      leftAt: '2026-12-07T15:40:00.000Z',
    });
    const response = await sendHandBack(t, carlos.headers, visitId, await handBackForm(input));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<HandBack>().contentSha256).toBe(await digestOf(visitId, input, {}));
    const [line] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, order.id), like(activityLog.action, 'hand-back.%')));
    expect(summaryOf(line)).toBe(
      'Carlos Mendez finished the visit: customer not present, 40 min on site, 1 part',
    );
  });

  it('announces the change to the order for live updates', async () => {
    const { order, visitId } = await carlosVisit();
    const response = await sendHandBack(
      t,
      carlos.headers,
      visitId,
      await handBackForm(handBackInput({ signOff: { kind: 'customer-not-present', reason: 'Not home' } })),
    );
    expect(response.statusCode).toBe(201);
    const events = await t.database.db.execute(
      `select kind from portal_events where work_order_id = ${order.id} and kind = 'work-order.changed'`,
    );
    expect((events as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
  });
});

describe('exactly once', () => {
  it('answers the same key with the first answer and one row; another key is a 409 naming the first', async () => {
    const { visitId } = await carlosVisit();
    const form = await handBackForm(handBackInput(), { signature });
    const first = await sendHandBack(t, carlos.headers, visitId, form, 'hand-back-key-1');
    const again = await sendHandBack(t, carlos.headers, visitId, form, 'hand-back-key-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(visitHandBacks).where(eq(visitHandBacks.visitId, visitId));
    expect(rows).toHaveLength(1);

    const before = await handBackTableCounts(t);
    const other = await sendHandBack(t, carlos.headers, visitId, form, 'hand-back-key-2');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(
      new RegExp(`already handed back by Carlos Mendez .*\\(hand-back ${first.json<HandBack>().id}\\)`),
    );
    expect(await handBackTableCounts(t)).toEqual(before);
  });

  it('needs an Idempotency-Key', async () => {
    const { visitId } = await carlosVisit();
    const form = await handBackForm(handBackInput(), { signature });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/visits/${visitId}/hand-back`,
      headers: { ...carlos.headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('who may hand back', () => {
  it('refuses a technician not on the visit (403) and stores nothing', async () => {
    const { visitId } = await carlosVisit();
    const before = await handBackTableCounts(t);
    const response = await sendHandBack(
      t,
      tina.headers,
      visitId,
      await handBackForm(handBackInput(), { signature }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(HAND_BACK_REFUSALS.notYourVisit);
    expect(await handBackTableCounts(t)).toEqual(before);
  });

  it('lets a helper on the visit and the office send one', async () => {
    const order = await insertWorkOrder(t.database, { status: 'in-progress' });
    const helped = await insertVisit(t.database, order.id, { leadId: carlos.id, helperIds: [tina.id] });
    const byHelper = await sendHandBack(
      t,
      tina.headers,
      helped,
      await handBackForm(handBackInput(), { signature }),
    );
    expect(byHelper.statusCode, byHelper.body).toBe(201);
    const { visitId } = await carlosVisit();
    const byOffice = await sendHandBack(
      t,
      office,
      visitId,
      await handBackForm(handBackInput(), { signature }),
    );
    expect(byOffice.statusCode, byOffice.body).toBe(201);
    // The office sent it; the visit's lead is whose hand-back it is.
    expect(byOffice.json<HandBack>().technician.id).toBe(carlos.id);
  });

  it('lets a technician read the hand-backs of their visits only', async () => {
    const { visitId } = await carlosVisit();
    await sendHandBack(t, carlos.headers, visitId, await handBackForm(handBackInput(), { signature }));
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/visits/${visitId}/hand-back`,
      headers: carlos.headers,
    });
    expect(theirs.statusCode).toBe(200);
    const notTheirs = await t.app.inject({
      method: 'GET',
      url: `/api/visits/${visitId}/hand-back`,
      headers: tina.headers,
    });
    expect(notTheirs.statusCode).toBe(403);
  });

  it('answers 404 for a visit with no hand-back', async () => {
    const { visitId } = await carlosVisit();
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/visits/${visitId}/hand-back`,
      headers: office,
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('the outcome on the order', () => {
  it('puts the order on hold with the part in its first free part slot', async () => {
    const { order, visitId } = await carlosVisit({ partTitle1: 'Valve' });
    const input = handBackInput({
      outcome: {
        kind: 'not-finished',
        reason: 'Needs a new thermostat',
        returnNeeded: true,
        waitingForPart: 'Thermostat T-200',
      },
    });
    const response = await sendHandBack(t, carlos.headers, visitId, await handBackForm(input, { signature }));
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    expect(row).toMatchObject({ status: 'on-hold', partTitle1: 'Valve', partTitle2: 'Thermostat T-200' });
    const [visit] = await t.database.db.select().from(visits).where(eq(visits.id, visitId));
    expect(visit?.status).toBe('not-finished');
    const [line] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, order.id), eq(activityLog.action, 'hand-back.submitted')));
    expect(summaryOf(line)).toBe(
      'Carlos Mendez could not finish the visit: Needs a new thermostat, 1 h 40 min on site, 2 parts',
    );
  });

  it('leaves the order open and in the Unscheduled tray when a return is needed', async () => {
    const { order, visitId } = await carlosVisit({ status: 'open' });
    const input = handBackInput({
      outcome: { kind: 'not-finished', reason: 'Wall must dry first', returnNeeded: true },
    });
    const response = await sendHandBack(t, carlos.headers, visitId, await handBackForm(input, { signature }));
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    expect(row?.status).toBe('open');
    const tray = await t.app.inject({ method: 'GET', url: '/api/schedule/tray?limit=200', headers: office });
    expect(
      tray.json<{ unscheduled: { workOrderId: number }[] }>().unscheduled.map((i) => i.workOrderId),
    ).toContain(order.id);
  });

  it('stores every part line with its quantity to two decimals', async () => {
    const { visitId } = await carlosVisit();
    const response = await sendHandBack(
      t,
      carlos.headers,
      visitId,
      await handBackForm(handBackInput({ parts: [{ description: 'PEX', quantity: 12.75 }] }), { signature }),
    );
    const stored = await t.database.db
      .select()
      .from(visitHandBackParts)
      .where(eq(visitHandBackParts.handBackId, response.json<HandBack>().id));
    expect(stored.map((part) => part.quantity)).toEqual(['12.75']);
  });
});
