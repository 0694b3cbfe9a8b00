import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SIGNATURE_BYTES } from '#shared/schemas/hand-back.ts';
import { HAND_BACK_REFUSALS } from '#shared/spec-texts/hand-back-texts.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import {
  handBackForm,
  handBackInput,
  handBackPhoto,
  handBackTableCounts,
  insertVisit,
  sendHandBack,
  signaturePng,
} from '#tooling/test-server/hand-back-fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { visits, workOrders } from '../db/schema.ts';

/** Every bad hand-back is a clear 4xx, and nothing of it is stored. */
let t: TestApp;
let carlos: Record<string, string>;
let carlosId: number;
let office: Record<string, string>;
let signature: Buffer;

beforeAll(async () => {
  t = await createTestApp({ dataDir: '.test-data/hand-back-bad-input' });
  const c = await signedIn(t, 'plumber', { name: 'Carlos Mendez' });
  carlos = c.headers;
  carlosId = c.employee.id;
  office = (await signedIn(t, 'office')).headers;
  signature = await signaturePng();
});
afterAll(async () => {
  await t.close();
});

const newVisit = async (fields: Parameters<typeof insertVisit>[3] = {}) => {
  const order = await insertWorkOrder(t.database, { status: 'in-progress' });
  return { order, visitId: await insertVisit(t.database, order.id, { leadId: carlosId }, fields) };
};

/** Sends the form for a fresh visit and expects the status and message, with nothing stored. */
async function refused(
  form: Awaited<ReturnType<typeof handBackForm>>,
  status: number,
  message: string | RegExp,
  visitId?: number,
) {
  const id = visitId ?? (await newVisit()).visitId;
  const before = await handBackTableCounts(t);
  const response = await sendHandBack(t, carlos, id, form);
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ message: string }>();
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expect(await handBackTableCounts(t)).toEqual(before);
  const [visit] = await t.database.db.select().from(visits).where(eq(visits.id, id));
  expect(['on-site', 'cancelled', undefined]).toContain(visit?.status);
  return response;
}

describe('the signature', () => {
  it('refuses one that is not a PNG by its bytes, whatever its declared type', async () => {
    const jpeg = await handBackPhoto();
    await refused(
      await handBackForm(handBackInput(), { signature: jpeg }),
      400,
      HAND_BACK_REFUSALS.signatureNotPng,
    );
  });

  it('refuses an empty one', async () => {
    await refused(
      await handBackForm(handBackInput(), { signature: Buffer.alloc(0) }),
      400,
      'The file "signature.png" is empty.',
    );
  });

  it('refuses one over the size limit', async () => {
    const big = Buffer.concat([await signaturePng(), Buffer.alloc(MAX_SIGNATURE_BYTES)]);
    await refused(
      await handBackForm(handBackInput(), { signature: big }),
      413,
      HAND_BACK_REFUSALS.signatureTooLarge,
    );
  });

  it('refuses one too small or too large in pixels', async () => {
    await refused(
      await handBackForm(handBackInput(), { signature: await signaturePng(80, 200) }),
      400,
      'The signature must be between 100 and 4000 pixels on each side.',
    );
  });

  it('refuses a signed hand-back without one, and one sent when the customer was not present', async () => {
    await refused(await handBackForm(handBackInput()), 400, HAND_BACK_REFUSALS.signatureMissing);
    await refused(
      await handBackForm(handBackInput({ signOff: { kind: 'customer-not-present', reason: 'Away' } }), {
        signature,
      }),
      400,
      HAND_BACK_REFUSALS.signatureUnexpected,
    );
  });
});

describe('the content', () => {
  it('refuses negative, zero and absurd quantities', async () => {
    for (const quantity of [-1, 0, 1000, 1.234]) {
      await refused(
        await handBackForm(handBackInput({ parts: [{ description: 'Pipe', quantity }] }), { signature }),
        400,
        /Quantity/,
      );
    }
  });

  it('refuses a time on site of zero or less, or over 24 hours', async () => {
    await refused(
      await handBackForm(handBackInput({ leftAt: '2026-12-07T15:00:00.000Z' }), { signature }),
      400,
      HAND_BACK_REFUSALS.leftBeforeArrived,
    );
    await refused(
      await handBackForm(handBackInput({ leftAt: '2026-12-07T14:00:00.000Z' }), { signature }),
      400,
      HAND_BACK_REFUSALS.leftBeforeArrived,
    );
    await refused(
      await handBackForm(handBackInput({ leftAt: '2026-12-08T15:01:00.000Z' }), { signature }),
      400,
      HAND_BACK_REFUSALS.tooLongOnSite,
    );
  });

  it('refuses a time on site that moved from the visit’s stamps without a reason', async () => {
    const { visitId } = await newVisit({ arrivedAt: new Date('2026-12-07T14:00:00Z') });
    await refused(
      await handBackForm(handBackInput(), { signature }),
      400,
      HAND_BACK_REFUSALS.timeChangeReasonNeeded,
      visitId,
    );
    const ok = await sendHandBack(
      t,
      carlos,
      visitId,
      await handBackForm(handBackInput({ timeChangeReason: 'Forgot to tap Arrived' }), { signature }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses a digest that differs from the content that arrived', async () => {
    await refused(
      await handBackForm(handBackInput({ contentSha256: 'a'.repeat(64) }), { signature }),
      400,
      HAND_BACK_REFUSALS.digestMismatch,
    );
  });

  it('refuses a photo that is not an image, and a form without its JSON or with broken JSON', async () => {
    await refused(
      await handBackForm(handBackInput(), { signature, after: [Buffer.from('%PDF-1.4 not a photo')] }),
      415,
      /The after photo "after-1.jpg" is not an image/,
    );
    await refused(await handBackForm(null, {}, { json: '{"workDone":' }), 400, HAND_BACK_REFUSALS.notJson);
    await refused(await handBackForm(handBackInput({ workDone: '' })), 400, /Work done/);
  });

  it('refuses a seventh photo of a label', async () => {
    const photo = await handBackPhoto();
    await refused(
      await handBackForm(handBackInput(), { signature, before: Array.from({ length: 7 }, () => photo) }),
      400,
      'At most 6 before photos can be sent with a hand-back.',
    );
  });
});

describe('the visit', () => {
  it('answers 404 for an unknown visit and for a deleted job', async () => {
    await refused(await handBackForm(handBackInput(), { signature }), 404, 'Visit not found', 999_999);
    const { order, visitId } = await newVisit();
    await t.database.db.update(workOrders).set({ deletedAt: new Date() }).where(eq(workOrders.id, order.id));
    await refused(await handBackForm(handBackInput(), { signature }), 404, 'Work order not found', visitId);
  });

  it('answers 409 for a cancelled visit', async () => {
    const { visitId } = await newVisit({ status: 'cancelled' });
    await refused(
      await handBackForm(handBackInput(), { signature }),
      409,
      HAND_BACK_REFUSALS.visitCancelled,
      visitId,
    );
  });

  it('answers 409 for a part or a return on a job the office completed meanwhile, with the reason', async () => {
    const order = await insertWorkOrder(t.database, { status: 'completed' });
    for (const outcome of [
      { kind: 'not-finished', reason: 'Valve on back order', returnNeeded: false, waitingForPart: 'Valve' },
      { kind: 'not-finished', reason: 'Needs a second day', returnNeeded: true },
    ] as const) {
      const visitId = await insertVisit(t.database, order.id, { leadId: carlosId });
      await refused(
        await handBackForm(handBackInput({ outcome }), { signature }),
        409,
        HAND_BACK_REFUSALS.orderCompleted,
        visitId,
      );
    }
    const [stored] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    expect(stored).toMatchObject({ status: 'completed', partTitle1: null });
  });

  it('answers 409 for a second hand-back, the office’s too', async () => {
    const { visitId } = await newVisit();
    const first = await sendHandBack(t, carlos, visitId, await handBackForm(handBackInput(), { signature }));
    expect(first.statusCode).toBe(201);
    const before = await handBackTableCounts(t);
    const second = await sendHandBack(t, office, visitId, await handBackForm(handBackInput(), { signature }));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already handed back/);
    expect(await handBackTableCounts(t)).toEqual(before);
  });

  it('refuses a request that is not a multipart form', async () => {
    const { visitId } = await newVisit();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/visits/${visitId}/hand-back`,
      headers: { ...carlos, 'idempotency-key': 'json-body' },
      payload: handBackInput(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(HAND_BACK_REFUSALS.noForm);
  });
});
