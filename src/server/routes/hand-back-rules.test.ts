import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORK_ORDER_TYPES } from '#shared/domain/work-order-type.ts';
import { MAX_HAND_BACK_PARTS } from '#shared/schemas/hand-back.ts';
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

/** What a hand-back must carry per job type: read by everyone, set by management, held by the server. */
let t: TestApp;
let carlos: { id: number; headers: Record<string, string> };
let management: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ dataDir: '.test-data/hand-back-rules' });
  const c = await signedIn(t, 'plumber');
  carlos = { id: c.employee.id, headers: c.headers };
  management = (await signedIn(t, 'management')).headers;
  admin = (await signedIn(t, 'admin')).headers;
});
afterAll(async () => {
  await t.close();
});

const setRule = (headers: Record<string, string>, type: string, rule: object) =>
  t.app.inject({ method: 'PUT', url: `/api/hand-back-rules/${type}`, headers, payload: rule });

const NOTHING = { requireSignature: false, requireAfterPhoto: false, requireParts: false };

async function visitOfType(type: (typeof WORK_ORDER_TYPES)[number]) {
  const order = await insertWorkOrder(t.database, { type, status: 'in-progress' });
  return insertVisit(t.database, order.id, { leadId: carlos.id });
}

describe('GET and PUT /api/hand-back-rules', () => {
  it('lists every job type, all off at first, to a technician too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/hand-back-rules',
      headers: carlos.headers,
    });
    expect(response.statusCode).toBe(200);
    const { rules } = response.json<{ rules: { type: string }[] }>();
    expect(rules.map((rule) => rule.type).sort()).toEqual([...WORK_ORDER_TYPES].sort());
    expect(
      rules.every((rule) => JSON.stringify({ ...rule, type: undefined }) === JSON.stringify(NOTHING)),
    ).toBe(true);
  });

  it('lets management alone set a rule', async () => {
    expect((await setRule(admin, 'need-pics', { ...NOTHING, requireAfterPhoto: true })).statusCode).toBe(403);
    const response = await setRule(management, 'need-pics', { ...NOTHING, requireAfterPhoto: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'need-pics', ...NOTHING, requireAfterPhoto: true });
    expect((await setRule(management, 'no-such-type', NOTHING)).statusCode).toBe(400);
  });
});

describe('a hand-back against the rules of its job type', () => {
  it('refuses one without a signature, an after photo or parts when the type needs them, storing nothing', async () => {
    await setRule(management, 'task', {
      requireSignature: true,
      requireAfterPhoto: true,
      requireParts: true,
    });
    const signature = await signaturePng();
    const after = [await handBackPhoto()];
    const cases = [
      {
        input: handBackInput({ signOff: { kind: 'customer-not-present', reason: 'Away all day' } }),
        files: { after },
        message: HAND_BACK_REFUSALS.requireSignature,
      },
      { input: handBackInput(), files: { signature }, message: HAND_BACK_REFUSALS.requireAfterPhoto },
      {
        input: handBackInput({ parts: [] }),
        files: { signature, after },
        message: HAND_BACK_REFUSALS.requireParts,
      },
    ];
    for (const { input, files, message } of cases) {
      const before = await handBackTableCounts(t);
      const response = await sendHandBack(
        t,
        carlos.headers,
        await visitOfType('task'),
        await handBackForm(input, files),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await handBackTableCounts(t)).toEqual(before);
    }
    const whole = await sendHandBack(
      t,
      carlos.headers,
      await visitOfType('task'),
      await handBackForm(handBackInput(), { signature, after }),
    );
    expect(whole.statusCode, whole.body).toBe(201);
    // Another type's rules are its own.
    const other = await sendHandBack(
      t,
      carlos.headers,
      await visitOfType('follow-up'),
      await handBackForm(handBackInput({ parts: [] }), { signature }),
    );
    expect(other.statusCode, other.body).toBe(201);
    await setRule(management, 'task', NOTHING);
  });

  it('refuses more part lines than a hand-back takes', async () => {
    const parts = Array.from({ length: MAX_HAND_BACK_PARTS + 1 }, (_, i) => ({
      description: `Part ${i}`,
      quantity: 1,
    }));
    const response = await sendHandBack(
      t,
      carlos.headers,
      await visitOfType('task'),
      await handBackForm(handBackInput({ parts }), { signature: await signaturePng() }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`At most ${MAX_HAND_BACK_PARTS} parts`);
  });
});
