import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type StreamMessage } from '#tooling/test-server/event-stream-client.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { createApp } from '../app.ts';
import { notifications, workOrders } from '../db/schema.ts';
import { LISTENER_NAME } from '../events/listen-for-events.ts';

// Issue 26, live updates (ADR 044): GET /api/events over real HTTP, on both engines.
let t: TestApp;
let other: FastifyInstance;
let baseUrl: string;
let otherUrl: string;
beforeAll(async () => {
  t = await createTestApp({ eventHeartbeatMs: 300, eventStreamMaxMs: 60_000 });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // A second server process on the same database, as behind a balancer: its own app, its own
  // listener (on PGlite, a second listener on the one embedded database).
  other = await createApp({ db: t.database.db, config: { ...t.app.config, eventHeartbeatMs: 300 } });
  otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const change = (workOrderId: number, kind: string) => (message: StreamMessage) =>
  message.event === kind && JSON.parse(message.data).workOrderId === workOrderId;

describe('GET /api/events', () => {
  it('asks for a session and a well-formed Last-Event-ID', async () => {
    const response = await fetch(`${baseUrl}/api/events`);
    expect(response.status).toBe(401);
    const { token } = await signedIn(t, 'office');
    const stream = await openEventStream(baseUrl, token, { lastEventId: 'abc' });
    expect(stream.status).toBe(400);
  });

  it('opens with ready, then tells of a change made through another process within a second', async () => {
    const { token, headers } = await signedIn(t, 'office');
    const stream = await openEventStream(baseUrl, token);
    expect(stream.status).toBe(200);
    await stream.waitFor((message) => message.event === 'ready');

    const created = await other.inject({
      method: 'POST',
      url: '/api/work-orders',
      headers,
      payload: { workOrderId: '77001', title: 'Live update check', description: 'Check', type: 'task' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const written = performance.now();
    const message = await stream.waitFor(change(id, 'work-order.created'), 1000);
    expect(message.at - written).toBeLessThan(1000);
    expect(JSON.parse(message.data)).toEqual({
      kind: 'work-order.created',
      workOrderId: id,
      statusBefore: null,
      statusAfter: 'open',
    });

    await other.inject({
      method: 'POST',
      url: `/api/work-orders/${id}/comments`,
      headers,
      payload: { content: 'On my way' },
    });
    await stream.waitFor(change(id, 'comment.added'), 1000);
    stream.close();
  });

  it('tells an employee of their own notifications only, and keeps the connection alive', async () => {
    const me = await signedIn(t, 'plumber');
    const someoneElse = await signedIn(t, 'plumber');
    const mine = await openEventStream(baseUrl, me.token);
    const theirs = await openEventStream(baseUrl, someoneElse.token);
    await Promise.all([mine.waitFor((m) => m.event === 'ready'), theirs.waitFor((m) => m.event === 'ready')]);

    await t.database.db.insert(notifications).values({
      employeeId: me.employee.id,
      type: 'assignment',
      title: 'New job',
      message: 'You were assigned',
    });
    const told = await mine.waitFor((m) => m.event === 'notification.added');
    expect(JSON.parse(told.data)).toEqual({ kind: 'notification.added' });
    // A change after the notification reaches the other stream; the notification never did.
    const order = await insertWorkOrder(t.database);
    await theirs.waitFor(change(order.id, 'work-order.created'));
    expect(theirs.messages.some((m) => m.event.startsWith('notification.'))).toBe(false);
    expect(theirs.messages.some((m) => m.event.startsWith('session.'))).toBe(false);
    mine.close();
    theirs.close();
  });

  it('replays what a client missed after its Last-Event-ID, then says ready', async () => {
    const { token } = await signedIn(t, 'office');
    const first = await openEventStream(baseUrl, token);
    const ready = await first.waitFor((m) => m.event === 'ready');
    first.close();

    const order = await insertWorkOrder(t.database);
    await t.database.db
      .update(workOrders)
      .set({ title: 'Changed while away' })
      .where(eq(workOrders.id, order.id));

    const again = await openEventStream(otherUrl, token, { lastEventId: ready.id });
    await again.waitFor((m) => m.event === 'ready');
    const told = again.messages
      .filter((m) => m.event !== 'ready')
      .map((m) => ({ event: m.event, ...(JSON.parse(m.data) as object) }));
    expect(told).toEqual([
      {
        event: 'work-order.created',
        kind: 'work-order.created',
        workOrderId: order.id,
        statusBefore: null,
        statusAfter: 'open',
      },
      {
        event: 'work-order.changed',
        kind: 'work-order.changed',
        workOrderId: order.id,
        statusBefore: 'open',
        statusAfter: 'open',
        changed: expect.arrayContaining(['title']),
      },
    ]);
    again.close();
  });

  it('tells every signed-in stream of a visit written, with its work order (visit.changed)', async () => {
    const streams = await Promise.all(
      (['plumber', 'office'] as const).map(async (type) => {
        const stream = await openEventStream(baseUrl, (await signedIn(t, type)).token);
        await stream.waitFor((m) => m.event === 'ready');
        return stream;
      }),
    );
    const order = await insertWorkOrder(t.database);
    await t.database.db.execute(
      sql`insert into visits (work_order_id, starts_at, ends_at, window_start, window_end)
        values (${order.id}, '2026-12-07T14:00:00Z', '2026-12-07T16:00:00Z', '2026-12-07T14:00:00Z', '2026-12-07T16:00:00Z')`,
    );
    for (const stream of streams) {
      const message = await stream.waitFor(change(order.id, 'visit.changed'));
      expect(JSON.parse(message.data)).toEqual({
        kind: 'visit.changed',
        workOrderId: order.id,
        statusBefore: 'open',
        statusAfter: 'open',
      });
      stream.close();
    }
  });

  it("says a work order's status before and after each change, and null once it is deleted", async () => {
    const stream = await openEventStream(baseUrl, (await signedIn(t, 'office')).token);
    await stream.waitFor((m) => m.event === 'ready');
    const order = await insertWorkOrder(t.database);
    const { db } = t.database;
    await db.update(workOrders).set({ status: 'in-progress' }).where(eq(workOrders.id, order.id));
    await db.update(workOrders).set({ deletedAt: new Date() }).where(eq(workOrders.id, order.id));
    await db.execute(sql`delete from work_orders where id = ${order.id}`);
    await stream.waitFor(change(order.id, 'work-order.deleted'));
    const told = stream.messages
      .filter((m) => m.event.startsWith('work-order.'))
      .map((m) => JSON.parse(m.data) as Record<string, unknown>)
      .map(({ kind, statusBefore, statusAfter }) => `${kind} ${statusBefore} → ${statusAfter}`);
    expect(told).toEqual([
      'work-order.created null → open',
      'work-order.changed open → in-progress',
      'work-order.changed in-progress → null',
      // Gone before and after (a soft-deleted order purged) tells nothing: no statuses.
      'work-order.deleted undefined → undefined',
    ]);
    stream.close();
  });

  it("names the fields a work order's change touched, as in the order's JSON, live and replayed", async () => {
    const { token, headers } = await signedIn(t, 'office');
    const stream = await openEventStream(baseUrl, token);
    const ready = await stream.waitFor((m) => m.event === 'ready');
    const order = await insertWorkOrder(t.database);
    const patch = async (payload: Record<string, unknown>) => {
      const current = await t.app.inject({ method: 'GET', url: `/api/work-orders/${order.id}`, headers });
      const response = await other.inject({
        method: 'PATCH',
        url: `/api/work-orders/${order.id}`,
        headers: { ...headers, 'if-match': String(current.headers.etag) },
        payload,
      });
      expect(response.statusCode).toBe(200);
    };
    await patch({ status: 'in-progress' });
    await patch({ followUpReason: 'Customer asked for a second look' });
    await stream.waitFor(
      (m) => change(order.id, 'work-order.changed')(m) && m.data.includes('followUpReason'),
    );
    const changedOf = (messages: StreamMessage[]) =>
      messages
        .filter(change(order.id, 'work-order.changed'))
        .map((m) => (JSON.parse(m.data) as { changed: string[] }).changed);
    const [statusChange, reasonChange] = changedOf(stream.messages);
    expect(statusChange).toContain('status');
    expect(statusChange).not.toEqual(expect.arrayContaining(['type']));
    expect(statusChange).not.toEqual(expect.arrayContaining(['followUpReason']));
    expect(statusChange).not.toEqual(expect.arrayContaining(['dueDate']));
    expect(reasonChange).toContain('followUpReason');
    expect(reasonChange).not.toContain('status');
    stream.close();
    // A client that was away is told the same from the stored events.
    const again = await openEventStream(otherUrl, token, { lastEventId: ready.id });
    await again.waitFor((m) => m.event === 'ready');
    expect(changedOf(again.messages)).toEqual([statusChange, reasonChange]);
    again.close();
  });

  it('answers a board’s day afresh as soon as a change made elsewhere is told, though it shares answers', async () => {
    const { token, headers } = await signedIn(t, 'office');
    const day = '/api/visits?from=2026-12-08T06:00:00.000Z&to=2026-12-09T06:00:00.000Z';
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: day, headers })).json().visits as unknown[];
    expect(await read()).toEqual([]);
    const stream = await openEventStream(baseUrl, token);
    await stream.waitFor((m) => m.event === 'ready');
    // Written past this process's HTTP (as another process would): only the feed can tell it.
    const order = await insertWorkOrder(t.database);
    await t.database.db.execute(
      sql`insert into visits (work_order_id, starts_at, ends_at, window_start, window_end)
        values (${order.id}, '2026-12-08T14:00:00Z', '2026-12-08T16:00:00Z', '2026-12-08T14:00:00Z', '2026-12-08T16:00:00Z')`,
    );
    await stream.waitFor(change(order.id, 'visit.changed'));
    // Well within the two seconds a day is shared for (routes/visits.ts).
    expect(await read()).toEqual([expect.objectContaining({ workOrderId: order.id })]);
    stream.close();
  });

  it('tells a bulk write as one reset', async () => {
    const { token } = await signedIn(t, 'office');
    const stream = await openEventStream(baseUrl, token);
    await stream.waitFor((m) => m.event === 'ready');
    await t.database.db
      .insert(workOrders)
      .values(
        Array.from({ length: 150 }, (_, index) => ({ workOrderId: `BULK-${index}`, title: `Bulk ${index}` })),
      );
    await stream.waitFor((m) => m.event === 'reset');
    expect(
      stream.messages.filter((m) => m.event === 'work-order.created' && m.data.includes('BULK')),
    ).toEqual([]);
    stream.close();
  });

  it('ends a signed-out session’s stream', async () => {
    const { headers, token } = await signedIn(t, 'office');
    const stream = await openEventStream(otherUrl, token);
    await stream.waitFor((m) => m.event === 'ready');
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(logout.statusCode).toBe(200);
    await stream.waitFor((m) => m.event === 'session-ended', 2000);
    await stream.ended;
  });

  it('sends keep-alive comments and ends open streams when the server closes', async () => {
    const { token } = await signedIn(t, 'office');
    const closing = await createApp({
      db: t.database.db,
      config: { ...t.app.config, eventHeartbeatMs: 100 },
    });
    const url = await closing.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${url}/api/events`, { headers: { 'x-auth-token': token } });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    while (!text.includes(': keep-alive')) text += new TextDecoder().decode((await reader.read()).value);
    const started = performance.now();
    await closing.close();
    expect(performance.now() - started).toBeLessThan(2000);
    for (;;) if ((await reader.read()).done) break;
  });

  // PGlite is inside the process: there is no connection to lose.
  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'on PostgreSQL, a lost listening connection comes back and passes on what was written meanwhile',
    async () => {
      const { token } = await signedIn(t, 'office');
      const stream = await openEventStream(baseUrl, token);
      await stream.waitFor((m) => m.event === 'ready');
      // Every listening connection to this test database is cut, as a failover or a restart would.
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${LISTENER_NAME} and datname = current_database()`,
      );
      const order = await insertWorkOrder(t.database);
      await stream.waitFor(change(order.id, 'work-order.created'), 5000);
      stream.close();
    },
  );
});
