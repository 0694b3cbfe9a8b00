import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_MESSAGE, KEY_REUSED_MESSAGE } from '#shared/schemas/write-headers.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { activityLog, comments, idempotencyKeys, notifications } from '../db/schema.ts';
import { maintenanceTasks } from '../maintenance/tasks.ts';

/** Idempotency-Key on POST /api/work-orders/{id}/comments (issue 27, ADR 045). */
let t: TestApp;
let tech: Awaited<ReturnType<typeof signedIn>>;
let office: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  tech = await signedIn(t, 'plumber', { name: 'Tess Tech' });
  office = await signedIn(t, 'office', { name: 'Omar Office' });
});
afterAll(async () => {
  await t.close();
});

const note = { content: 'Shut-off valve replaced, no more drip', type: 'note' };

const post = (workOrderId: number, key: string | undefined, payload: object = note, headers = tech.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/work-orders/${workOrderId}/comments`,
    headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
    payload,
  });

const countOf = async (table: typeof comments | typeof notifications, workOrderId: number) =>
  (await t.database.db.select({ n: count() }).from(table).where(eq(table.workOrderId, workOrderId)))[0]?.n;
const loggedComments = async (workOrderId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(activityLog)
      .where(and(eq(activityLog.entityId, workOrderId), eq(activityLog.action, 'comment_added')))
  )[0]?.n;

/** The work order with one person on it, so a comment notifies someone. */
const orderWithAudience = () => insertWorkOrder(t.database, {}, [office.employee.id]);

describe('POST /api/work-orders/{id}/comments with an Idempotency-Key', () => {
  it('writes once: a replay answers the same status and body, says so, and writes nothing', async () => {
    const order = await orderWithAudience();
    const key = randomUUID();
    const first = await post(order.id, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const written = {
      comments: await countOf(comments, order.id),
      notifications: await countOf(notifications, order.id),
      log: await loggedComments(order.id),
    };
    expect(written).toEqual({ comments: 1, notifications: 1, log: 1 });

    for (let i = 0; i < 3; i += 1) {
      const replay = await post(order.id, key);
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toBe(first.body);
    }
    expect({
      comments: await countOf(comments, order.id),
      notifications: await countOf(notifications, order.id),
      log: await loggedComments(order.id),
    }).toEqual(written);
    // The same key without it: a new comment, as before the header existed.
    expect((await post(order.id, undefined)).statusCode).toBe(201);
    expect(await countOf(comments, order.id)).toBe(2);
  });

  it("takes the draft's quoted form and a bare key as the same key, and the fields in any order", async () => {
    const order = await insertWorkOrder(t.database);
    const key = randomUUID();
    expect((await post(order.id, `"${key}"`)).statusCode).toBe(201);
    const replay = await post(order.id, key, { type: 'note', content: note.content });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // Parsed bodies are compared: the surrounding blanks a form sends are trimmed before the hash.
    const trimmed = await post(order.id, key, { ...note, content: `  ${note.content}  ` });
    expect(trimmed.headers['idempotent-replayed']).toBe('true');
    expect(await countOf(comments, order.id)).toBe(1);
  });

  it('refuses the same key with another body, or on another route or order, with 422 and writes nothing', async () => {
    const order = await insertWorkOrder(t.database);
    const other = await insertWorkOrder(t.database);
    const key = randomUUID();
    expect((await post(order.id, key)).statusCode).toBe(201);
    const changed = await post(order.id, key, { ...note, content: 'Another note entirely' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({ message: KEY_REUSED_MESSAGE });
    expect((await post(other.id, key)).statusCode).toBe(422);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/work-orders/${order.id}`,
      headers: { ...tech.headers, 'idempotency-key': key },
      payload: { priority: 'urgent' },
    });
    expect(patch.statusCode).toBe(422);
    expect(await countOf(comments, order.id)).toBe(1);
    expect(await countOf(comments, other.id)).toBe(0);
  });

  it("keeps each employee's keys apart: another employee's same key is a write of their own", async () => {
    const order = await insertWorkOrder(t.database);
    const key = randomUUID();
    const mine = await post(order.id, key);
    const theirs = await post(order.id, key, note, office.headers);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().author.name).toBe('Omar Office');
    expect(await countOf(comments, order.id)).toBe(2);
  });

  it('keeps no key for a refused request: sent again once it can succeed, it writes', async () => {
    const missing = 2_000_000;
    const key = randomUUID();
    expect((await post(missing, key)).statusCode).toBe(404);
    const short = await post(missing, key, { content: 'x', type: 'note' });
    expect(short.statusCode).toBe(400);
    const stored = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.employeeId, tech.employee.id), eq(idempotencyKeys.key, key)));
    expect(stored).toEqual([]);
    // The same key now with a real order: not a 422, since nothing was kept.
    const order = await insertWorkOrder(t.database);
    expect((await post(order.id, key)).statusCode).toBe(201);
  });

  it("checks the session before the key: a deactivated employee's replay is refused as any request", async () => {
    const leaving = await signedIn(t, 'plumber');
    const management = await signedIn(t, 'management');
    const order = await insertWorkOrder(t.database);
    const key = randomUUID();
    expect((await post(order.id, key, note, leaving.headers)).statusCode).toBe(201);
    const deactivated = await t.app.inject({
      method: 'PATCH',
      url: `/api/employees/${leaving.employee.id}/status`,
      headers: management.headers,
      payload: { isActive: false },
    });
    expect(deactivated.statusCode).toBe(200);
    const replay = await post(order.id, key, note, leaving.headers);
    expect(replay.statusCode).toBe(401);
    expect(replay.headers['idempotent-replayed']).toBeUndefined();
    expect(await countOf(comments, order.id)).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['256 characters', 'k'.repeat(256)],
    ['a character outside ASCII', `clé-${randomUUID()}`],
    ['a tab', `a\tb-${randomUUID()}`],
    ['a DEL character', `a\u007fb-${randomUUID()}`],
  ])('refuses a key that is %s with a 400 naming the header', async (_label, key) => {
    const order = await insertWorkOrder(t.database);
    const response = await post(order.id, key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: IDEMPOTENCY_KEY_MESSAGE,
      errors: [{ field: 'idempotency-key', message: IDEMPOTENCY_KEY_MESSAGE }],
    });
    expect(await countOf(comments, order.id)).toBe(0);
  });

  it('takes 255 printable characters, spaces and punctuation included', async () => {
    const order = await insertWorkOrder(t.database);
    const key = `${randomUUID()} ~!@#$%^&*()`.padEnd(255, '=');
    expect((await post(order.id, key)).statusCode).toBe(201);
    expect((await post(order.id, key)).headers['idempotent-replayed']).toBe('true');
  });

  it('writes once when the same key arrives many times at once; the others replay or wait (409)', async () => {
    const order = await insertWorkOrder(t.database);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(order.id, key)));
    expect(await countOf(comments, order.id)).toBe(1);
    const [stored] = await t.database.db.select().from(comments).where(eq(comments.workOrderId, order.id));
    for (const answer of answers) {
      expect([201, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 201) expect(answer.json().id).toBe(stored?.id);
      if (answer.statusCode === 409) {
        expect(answer.headers['retry-after']).toBe('1');
        expect(answer.json().message).toMatch(/still being processed/);
      }
    }
    expect(answers.filter((a) => a.statusCode === 201 && !a.headers['idempotent-replayed'])).toHaveLength(1);
    const after = await post(order.id, key);
    expect(after.statusCode).toBe(201);
    expect(after.headers['idempotent-replayed']).toBe('true');
  });

  it('sweeps keys older than 7 days in the hourly chores, and only those', async () => {
    const order = await insertWorkOrder(t.database);
    const old = randomUUID();
    const recent = randomUUID();
    expect((await post(order.id, old)).statusCode).toBe(201);
    expect((await post(order.id, recent)).statusCode).toBe(201);
    const backdate = (key: string, days: number) =>
      t.database.db
        .update(idempotencyKeys)
        .set({ claimedAt: sql`now() - make_interval(days => ${days})` })
        .where(and(eq(idempotencyKeys.employeeId, tech.employee.id), eq(idempotencyKeys.key, key)));
    await backdate(old, 8);
    await backdate(recent, 6);

    const chore = maintenanceTasks({
      db: t.database.db,
      config: t.app.config,
      store: t.app.attachmentStore,
      log: t.app.log,
    }).find((task) => task.name === 'old idempotency keys');
    expect(chore?.everyMs).toBe(60 * 60 * 1000);
    expect(await chore?.run()).toBe('removed 1 idempotency key(s) older than 7 days');

    // The recent key still replays; the swept one is a new key again.
    expect((await post(order.id, recent)).headers['idempotent-replayed']).toBe('true');
    const reused = await post(order.id, old, { ...note, content: 'A week later, another note' });
    expect(reused.statusCode).toBe(201);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
  });

  it('frees a key whose request died with its process once the route time limit has passed', async () => {
    const order = await insertWorkOrder(t.database);
    const key = randomUUID();
    expect((await post(order.id, key)).statusCode).toBe(201);
    // What a crash between the claim and the write leaves: the key held, no answer.
    await t.database.db
      .update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null, completedAt: null })
      .where(and(eq(idempotencyKeys.employeeId, tech.employee.id), eq(idempotencyKeys.key, key)));
    await t.database.db.delete(comments).where(eq(comments.workOrderId, order.id));
    const held = await post(order.id, key);
    expect(held.statusCode).toBe(409);
    await t.database.db
      .update(idempotencyKeys)
      .set({ claimedAt: sql`now() - make_interval(secs => ${t.app.config.requestTimeoutMs / 1000 + 1})` })
      .where(and(eq(idempotencyKeys.employeeId, tech.employee.id), eq(idempotencyKeys.key, key)));
    const taken = await post(order.id, key);
    expect(taken.statusCode).toBe(201);
    expect(taken.headers['idempotent-replayed']).toBeUndefined();
    expect(await countOf(comments, order.id)).toBe(1);
  });
});
