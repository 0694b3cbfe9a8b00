import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEN_EVENT_HEADER } from '#shared/domain/live-read-headers.ts';
import { IF_NONE_MATCH_MESSAGE, SEEN_EVENT_ID_MESSAGE } from '#shared/schemas/read-headers.ts';
import { openEventStream, type StreamMessage } from '#tooling/test-server/event-stream-client.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import {
  handBackForm,
  handBackInput,
  insertVisit,
  sendHandBack,
} from '#tooling/test-server/hand-back-fixtures.ts';
import { listeningWithSecondProcess } from '#tooling/test-server/second-handle.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { employees, workOrders } from '../db/schema.ts';
import { LISTENER_NAME } from '../events/listen-for-events.ts';

// Issue 39: answers shared between screens, over real HTTP, with a second server process (its own
// database handle, caches and feed) on the same database, on both engines.
let t: TestApp;
let closeOther: () => Promise<void>;
let baseUrl: string;
let otherUrl: string;
beforeAll(async () => {
  t = await createTestApp({ eventHeartbeatMs: 300, eventStreamMaxMs: 60_000 });
  ({ baseUrl, otherUrl, close: closeOther } = await listeningWithSecondProcess(t));
});
afterAll(async () => {
  await closeOther();
  await t.close();
});

const created = (workOrderId: number) => (message: StreamMessage) =>
  message.event === 'work-order.created' && JSON.parse(message.data).workOrderId === workOrderId;

/** The titles of a list page, its ETag and its status. */
async function readPage(origin: string, path: string, headers: Record<string, string>) {
  const response = await fetch(`${origin}${path}`, { headers });
  const body = await response.text();
  const rows = body ? (JSON.parse(body) as { title: string }[]) : null;
  return { status: response.status, etag: response.headers.get('etag'), body, rows, response };
}

/** Written past every app and with the triggers off: no process hears of it. */
async function retitleUnannounced(id: number, title: string) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(workOrders).set({ title }).where(eq(workOrders.id, id));
  });
}

describe('lists shared between screens', () => {
  it('never answers a page from before a change made through another server process', async () => {
    const { token, headers } = await signedIn(t, 'office');
    const list = '/api/work-orders?status=open&sort=-createdAt&limit=20';
    const first = await insertWorkOrder(t.database, { title: 'Shared first' });
    const seen = await readPage(otherUrl, list, headers);
    expect(seen.rows?.map((row) => row.title)).toContain('Shared first');

    // The second process shares its answer: a change no process hears of is not read again.
    await retitleUnannounced(first.id, 'Renamed unannounced');
    expect((await readPage(otherUrl, list, headers)).body).toBe(seen.body);

    // A screen's stream is on the first process, and the change is made through it.
    const stream = await openEventStream(baseUrl, token);
    await stream.waitFor((m) => m.event === 'ready');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/work-orders',
      headers,
      payload: {
        workOrderId: '39001',
        title: 'Made elsewhere',
        description: 'Shared list check',
        type: 'task',
      },
    });
    expect(made.statusCode).toBe(201);
    const told = await stream.waitFor(created(made.json<{ id: number }>().id));
    stream.close();

    // Read through the other process at once, as a screen told of the change would.
    const after = await readPage(otherUrl, list, {
      ...headers,
      'if-none-match': seen.etag ?? '',
      [SEEN_EVENT_HEADER]: told.id ?? '',
    });
    expect(after.status).toBe(200);
    expect(after.rows?.map((row) => row.title)).toEqual(
      expect.arrayContaining(['Made elsewhere', 'Renamed unannounced']),
    );
    expect(after.etag).not.toBe(seen.etag);
  });

  it('answers a 304 with no body when the client holds the answer, and the same tag on every process', async () => {
    const { headers } = await signedIn(t, 'office');
    const list = '/api/work-orders/on-hold?limit=5';
    const held = await readPage(baseUrl, list, { ...headers, 'accept-encoding': 'br, gzip' });
    expect(held.status).toBe(200);
    expect(held.etag).toMatch(/^"[\w-]+"$/);
    for (const origin of [baseUrl, otherUrl]) {
      for (const tag of [held.etag ?? '', `W/${held.etag}`, `"other", ${held.etag}`]) {
        const again = await readPage(origin, list, {
          ...headers,
          'accept-encoding': 'br, gzip',
          'if-none-match': tag,
        });
        expect(again.status).toBe(304);
        expect(again.body).toBe('');
        expect(again.response.headers.get('content-encoding')).toBeNull();
        expect(again.etag).toBe(held.etag);
      }
    }
    const changed = await readPage(baseUrl, list, { ...headers, 'if-none-match': '"not-this-one"' });
    expect(changed.status).toBe(200);
    expect(changed.body).not.toBe('');
  });

  it('answers the quick 304 only after the session and the role are checked', async () => {
    const { employee, headers } = await signedIn(t, 'office');
    const list = '/api/work-orders?status=on-hold&limit=3';
    const held = await readPage(otherUrl, list, headers);
    const asked = (extra: Record<string, string>) =>
      readPage(otherUrl, list, { 'if-none-match': held.etag ?? '', ...extra });
    expect((await asked(headers)).status).toBe(304);
    expect((await asked({})).status).toBe(401);
    // A temporary password opens nothing but changing it, a held copy included.
    await t.database.db
      .update(employees)
      .set({ mustChangePassword: true })
      .where(eq(employees.id, employee.id));
    await expect.poll(async () => (await asked(headers)).status, { timeout: 1500, interval: 25 }).toBe(403);
  });

  it('refuses a malformed If-None-Match or X-Seen-Event-Id with a 400 that says why', async () => {
    const { headers } = await signedIn(t, 'office');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/stats',
      headers: { ...headers, 'if-none-match': 'no quotes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(IF_NONE_MATCH_MESSAGE);
    const badId = await t.app.inject({
      method: 'GET',
      url: '/api/visits?from=2026-12-01T00:00:00Z&to=2026-12-02T00:00:00Z',
      headers: { ...headers, [SEEN_EVENT_HEADER]: '12; drop' },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain(SEEN_EVENT_ID_MESSAGE);
  });

  it('keys what it shares by what the asker may see: a technician and a manager ask for the same URL', async () => {
    const crew = await signedIn(t, 'plumber', { name: 'Shared Crew' });
    const outsider = await signedIn(t, 'plumber', { name: 'Not On It' });
    const manager = await signedIn(t, 'management');
    const order = await insertWorkOrder(t.database, { status: 'in-progress' });
    const visitId = await insertVisit(t.database, order.id, { leadId: crew.employee.id });
    const sent = await sendHandBack(
      t,
      crew.headers,
      visitId,
      await handBackForm(handBackInput({ signOff: { kind: 'customer-not-present', reason: 'Not home' } })),
    );
    expect(sent.statusCode).toBe(201);

    const url = `/api/work-orders/${order.id}/hand-backs`;
    const countFor = async (headers: Record<string, string>) =>
      (JSON.parse((await readPage(baseUrl, url, headers)).body) as { handBacks: unknown[] }).handBacks.length;
    expect(await countFor(manager.headers)).toBe(1);
    expect(await countFor(outsider.headers)).toBe(0);
    expect(await countFor(crew.headers)).toBe(1);
    expect(await countFor(outsider.headers)).toBe(0);
  });

  // PGlite is inside the process: there is no listening connection to lose.
  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'on PostgreSQL, drops what it shares when its listening connection is lost, as changes may have been missed',
    async () => {
      const { headers } = await signedIn(t, 'office');
      const list = '/api/work-orders?status=open&sort=-createdAt&limit=10';
      const order = await insertWorkOrder(t.database, { title: 'Before the gap' });
      const before = await readPage(otherUrl, list, headers);
      await retitleUnannounced(order.id, 'Changed in the gap');
      expect((await readPage(otherUrl, list, headers)).body).toBe(before.body);
      // Every listening connection to this test database is cut, as a failover or a restart would.
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${LISTENER_NAME} and datname = current_database()`,
      );
      await expect
        .poll(async () => (await readPage(otherUrl, list, headers)).rows?.map((row) => row.title), {
          timeout: 1500,
          interval: 50,
        })
        .toContain('Changed in the gap');
    },
  );
});
