import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, visits, visitTechnicians } from '#server/db/schema.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { at, schedule, send, visitTableCounts } from '#tooling/test-server/visit-fixtures.ts';

/** PATCH /api/visits/{id} and POST /api/visits/{id}/status: versions, closed visits, roles, replays. */
let t: TestApp;
let office: Record<string, string>;
let carlos: Awaited<ReturnType<typeof signedIn>>;
let ana: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  office = (await signedIn(t, 'office')).headers;
  carlos = await signedIn(t, 'plumber', { name: 'Carlos Mendez' });
  ana = await signedIn(t, 'plumber', { name: 'Ana Ruiz' });
});
afterAll(async () => {
  await t.close();
});

let nextDay = 1;
/** A visit of Carlos on a day of its own (weekdays of December 2026), 08:00–10:00. */
async function carlosVisit(): Promise<Visit> {
  const order = await insertWorkOrder(t.database);
  const day = `2026-12-${String([7, 8, 9, 10, 11, 14, 15, 16, 17, 18, 21, 22, 23][nextDay++ % 13]).padStart(2, '0')}`;
  return schedule(t, office, {
    workOrderId: order.id,
    leadId: carlos.employee.id,
    startsAt: at(day, '08:00'),
    endsAt: at(day, '10:00'),
  });
}
const status = (
  headers: Record<string, string>,
  visit: Visit,
  payload: object,
  extra: Record<string, string> = {},
) => send(t, { ...headers, ...extra }, 'POST', `/api/visits/${visit.id}/status`, payload);

describe('PATCH /api/visits/{id}', () => {
  it('moves a visit: its window moves with it, the crew rows follow, the version moves on', async () => {
    const visit = await carlosVisit();
    const later = new Date(new Date(visit.startsAt).getTime() + 3 * 3600 * 1000).toISOString();
    const response = await send(t, office, 'PATCH', `/api/visits/${visit.id}`, {
      version: visit.version,
      startsAt: later,
      helperIds: [ana.employee.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const moved = response.json() as Visit;
    expect(moved.version).toBe(2);
    expect(moved.startsAt).toBe(later);
    expect(new Date(moved.endsAt).getTime() - new Date(moved.startsAt).getTime()).toBe(2 * 3600 * 1000);
    expect(moved.windowStart).toBe(later);
    expect(moved.technicians.map((one) => one.role)).toEqual(['lead', 'helper']);
    const rows = await t.database.db
      .select()
      .from(visitTechnicians)
      .where(eq(visitTechnicians.visitId, visit.id));
    expect(rows.every((row) => row.during.startsWith(`["${later.slice(0, 10)}`))).toBe(true);
  });

  it('of two PATCHes with the same version one wins; the other gets 409 with the visit as it is now', async () => {
    const visit = await carlosVisit();
    const [a, b] = await Promise.all(
      ['Gate code 41', 'Dog in the yard'].map((note) =>
        send(t, office, 'PATCH', `/api/visits/${visit.id}`, { version: visit.version, note }),
      ),
    );
    const answers = [a, b].map((one) => one?.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const loser = [a, b].find((one) => one?.statusCode === 409);
    const winner = [a, b].find((one) => one?.statusCode === 200)?.json() as Visit;
    expect(loser?.json()).toEqual({
      message: 'Someone else changed this visit. It now shows their change.',
      visit: winner,
    });
  });

  it('cannot move a closed visit, and a technician cannot plan', async () => {
    const visit = await carlosVisit();
    expect(
      (await send(t, carlos.headers, 'PATCH', `/api/visits/${visit.id}`, { version: 1, note: 'x' }))
        .statusCode,
    ).toBe(403);
    await status(office, visit, { status: 'cancelled', reason: 'Customer away' });
    const response = await send(t, office, 'PATCH', `/api/visits/${visit.id}`, { version: 2, note: 'x' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This visit is cancelled; it can no longer be moved or changed.');
  });
});

describe('PATCH /api/visits/{id}: the same rules as a new visit', () => {
  it('refuses a move onto another visit or bad times and changes nothing; an override is logged', async () => {
    const first = await carlosVisit();
    const second = await carlosVisit();
    const before = await visitTableCounts(t);
    const refused: [object, number, string][] = [
      [{ startsAt: first.startsAt }, 409, 'A technician cannot be in two visits at once.'],
      [{ endsAt: second.startsAt }, 400, 'The visit must end after it starts.'],
      [
        { windowStart: second.windowEnd, windowEnd: second.windowStart },
        400,
        'The arrival window must end after it starts.',
      ],
      [{ helperIds: [carlos.employee.id] }, 400, 'The lead cannot also be a helper on the same visit.'],
    ];
    for (const [changes, code, words] of refused) {
      const response = await send(t, office, 'PATCH', `/api/visits/${second.id}`, { version: 1, ...changes });
      expect(response.statusCode, response.body).toBe(code);
      expect(response.json().message).toContain(words);
    }
    expect(await visitTableCounts(t)).toEqual(before);
    const [row] = await t.database.db.select().from(visits).where(eq(visits.id, second.id));
    expect(row?.version).toBe(1);

    const day = second.startsAt.slice(0, 10);
    const early = { version: 1, startsAt: at(day, '05:00'), endsAt: at(day, '06:00') };
    const outside = await send(t, office, 'PATCH', `/api/visits/${second.id}`, early);
    expect(outside.statusCode).toBe(409);
    expect(outside.json().conflicts).toEqual([expect.objectContaining({ kind: 'outside-hours' })]);
    const booked = await send(t, office, 'PATCH', `/api/visits/${second.id}`, {
      ...early,
      overrideReason: 'Early start agreed',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const log = await send(
      t,
      (await signedIn(t, 'admin')).headers,
      'GET',
      `/api/work-orders/${second.workOrderId}/activity`,
    );
    const actions = (log.json() as { action: string }[]).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['visit.scheduled', 'visit.moved', 'visit.override']));
  });
});

describe('POST /api/visits/{id}/status', () => {
  it('walks scheduled → on the way → on site → done for the technician on the visit; the dates follow', async () => {
    const visit = await carlosVisit();
    for (const next of ['on-the-way', 'on-site', 'done'] as const) {
      const response = await status(carlos.headers, visit, { status: next });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: next, statusChangedBy: { id: carlos.employee.id } });
    }
    const order = await send(t, office, 'GET', `/api/work-orders/${visit.workOrderId}`);
    expect(order.json()).toMatchObject({
      lastAppointmentDate: visit.startsAt.slice(0, 10),
      returnAppointmentDate: null,
    });
    const back = await status(office, visit, { status: 'scheduled' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('A visit that is done cannot become scheduled.');
  });

  it('refuses another technician’s visit, a technician’s cancel, and a missing reason', async () => {
    const visit = await carlosVisit();
    const before = await visitTableCounts(t);
    expect((await status(ana.headers, visit, { status: 'on-the-way' })).statusCode).toBe(403);
    expect((await status(carlos.headers, visit, { status: 'cancelled', reason: 'Sick' })).statusCode).toBe(
      403,
    );
    const noReason = await status(office, visit, { status: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Say why the visit is cancelled.');
    expect(await visitTableCounts(t)).toEqual(before);
    await status(carlos.headers, visit, { status: 'on-site' });
    expect((await status(carlos.headers, visit, { status: 'not-finished' })).statusCode).toBe(400);
    const unfinished = await status(carlos.headers, visit, {
      status: 'not-finished',
      reason: 'Needs a part',
    });
    expect(unfinished.json().status).toBe('not-finished');
  });

  it('answers a stale version with the current visit, and the status it already has as a no-op', async () => {
    const visit = await carlosVisit();
    await status(carlos.headers, visit, { status: 'on-the-way', version: 1 });
    const stale = await status(carlos.headers, visit, { status: 'on-site', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().visit).toMatchObject({ id: visit.id, status: 'on-the-way', version: 2 });
    const again = await status(carlos.headers, visit, { status: 'on-the-way', version: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json().version).toBe(2);
  });

  it('with an Idempotency-Key writes once and answers a replay the same', async () => {
    const visit = await carlosVisit();
    const key = { 'idempotency-key': '0b8f0c52-2f6a-4bb7-9a43-6c1f4c0d1e11' };
    const first = await status(carlos.headers, visit, { status: 'on-the-way' }, key);
    const before = await visitTableCounts(t);
    const replay = await status(carlos.headers, visit, { status: 'on-the-way' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await visitTableCounts(t)).toEqual(before);
    const [row] = await t.database.db.select().from(visits).where(eq(visits.id, visit.id));
    expect(row?.version).toBe(2);
  });
});

describe('customer messages', () => {
  const setMessages = (on: boolean) =>
    t.database.db.execute(sql`update company_settings set customer_messages_enabled = ${on}`);
  const queued = async (since: number) =>
    (await t.database.db.select().from(outbox).orderBy(outbox.id)).filter((row) => row.id > since);
  const lastId = async () => (await t.database.db.select().from(outbox).orderBy(outbox.id)).at(-1)?.id ?? 0;
  const book = (workOrderId: number, extra: object = {}) =>
    schedule(t, office, {
      workOrderId,
      leadId: carlos.employee.id,
      startsAt: at('2026-12-28', '13:00'),
      endsAt: at('2026-12-28', '14:00'),
      ...extra,
    });
  const cancel = (visit: Visit) => status(office, visit, { status: 'cancelled', reason: 'Test over' });

  it('queues a text when scheduled, re-windowed and on the way, only while the company sends them', async () => {
    const order = await insertWorkOrder(t.database, {
      customerName: 'Dee Reyes',
      customerPhone: '555-466-8684',
    });
    const start = await lastId();
    await cancel(await book(order.id));
    expect(await queued(start)).toEqual([]);

    await setMessages(true);
    try {
      const visit = await book(order.id);
      const moved = await send(t, office, 'PATCH', `/api/visits/${visit.id}`, {
        version: visit.version,
        startsAt: at('2026-12-29', '08:00'),
        endsAt: at('2026-12-29', '10:00'),
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await status(carlos.headers, visit, { status: 'on-the-way' });
      const job = order.workOrderId;
      expect(
        (await queued(start)).map((row) => [row.channel, row.recipient, row.body, row.dedupeKey]),
      ).toEqual([
        [
          'sms',
          '555-466-8684',
          `Hi Dee Reyes, Plumbing Services has booked your visit for Mon 12/28. We will arrive between 1–3 PM. Job ${job}.`,
          `visit:${visit.id}:scheduled:1`,
        ],
        [
          'sms',
          '555-466-8684',
          `Hi Dee Reyes, your Plumbing Services visit has moved to Tue 12/29. We will now arrive between 8–10 AM. Job ${job}.`,
          `visit:${visit.id}:window-changed:2`,
        ],
        [
          'sms',
          '555-466-8684',
          `Hi Dee Reyes, Carlos from Plumbing Services is on the way and will arrive between 8–10 AM. Job ${job}.`,
          `visit:${visit.id}:on-the-way:3`,
        ],
      ]);
    } finally {
      await setMessages(false);
    }
  });

  it('sends an email without a phone, nothing without contact or when unticked', async () => {
    await setMessages(true);
    try {
      const start = await lastId();
      const byEmail = await insertWorkOrder(t.database, {
        customerName: 'Eva Lund',
        customerEmail: 'eva@example.com',
      });
      await cancel(await book(byEmail.id));
      const unticked = await insertWorkOrder(t.database, { customerPhone: '555-000-1111' });
      await cancel(await book(unticked.id, { notifyCustomer: false }));
      const nobody = await insertWorkOrder(t.database);
      await cancel(await book(nobody.id));
      const rows = await queued(start);
      expect(rows.map((row) => [row.channel, row.recipient, row.subject])).toEqual([
        ['email', 'eva@example.com', 'Plumbing Services: your visit on Mon 12/28'],
      ]);
    } finally {
      await setMessages(false);
    }
  });

  it('previews the words without queueing them, saying why nothing would be sent', async () => {
    const order = await insertWorkOrder(t.database, {
      customerName: 'Dee Reyes',
      customerPhone: '555-466-8684',
    });
    const silent = await insertWorkOrder(t.database);
    const start = await lastId();
    const preview = (workOrderId: number) =>
      send(t, office, 'POST', '/api/visits/customer-message-preview', {
        workOrderId,
        event: 'on-the-way',
        windowStart: at('2026-12-01', '08:00'),
        windowEnd: at('2026-12-01', '10:00'),
        leadId: carlos.employee.id,
      });
    const text = `Hi Dee Reyes, Carlos from Plumbing Services is on the way and will arrive between 8–10 AM. Job ${order.workOrderId}.`;
    expect((await preview(order.id)).json()).toEqual({
      willSend: false,
      reason: 'disabled',
      channel: 'sms',
      recipient: '555-466-8684',
      text,
    });
    await setMessages(true);
    try {
      expect((await preview(order.id)).json()).toMatchObject({ willSend: true, reason: null, text });
      expect((await preview(silent.id)).json()).toMatchObject({
        willSend: false,
        reason: 'no-contact',
        channel: null,
      });
    } finally {
      await setMessages(false);
    }
    expect(await queued(start)).toEqual([]);
    expect(
      (await send(t, carlos.headers, 'POST', '/api/visits/customer-message-preview', {})).statusCode,
    ).toBe(403);
  });
});
