import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workOrders } from '#server/db/schema.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import { VISIT_RANGE_MESSAGE } from '#shared/schemas/visit.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, type TestApp } from '#tooling/test-server/test-app.ts';
import { at, schedule, send, visitTableCounts } from '#tooling/test-server/visit-fixtures.ts';

/** POST and GET /api/visits: who may, what is refused and what a list holds. */
let t: TestApp;
let office: Record<string, string>;
let carlos: { id: number; name: string };
let ana: { id: number; name: string };
let techHeaders: Record<string, string>;

const MONDAY = '2026-12-07';

beforeAll(async () => {
  t = await createTestApp();
  office = (await signedIn(t, 'office', { name: 'Olive Office' })).headers;
  carlos = await insertEmployee(t.database, { employeeType: 'plumber', name: 'Carlos Mendez' });
  ana = await insertEmployee(t.database, { employeeType: 'plumber', name: 'Ana Ruiz' });
  techHeaders = (await signedIn(t, 'plumber', { name: 'Tina Tech' })).headers;
});
afterAll(async () => {
  await t.close();
});

const visitOn = (workOrderId: number, day: string, from: string, to: string, extra: object = {}) => ({
  workOrderId,
  startsAt: at(day, from),
  endsAt: at(day, to),
  ...extra,
});

describe('POST /api/visits', () => {
  it('schedules a visit with its crew, default window, log line and the order’s return date', async () => {
    const order = await insertWorkOrder(t.database, { status: 'on-hold', customerName: 'Dee Reyes' });
    const visit = await schedule(
      t,
      office,
      visitOn(order.id, '2026-12-01', '08:00', '10:00', {
        leadId: carlos.id,
        helperIds: [ana.id],
        note: 'Gate code 41',
      }),
    );
    expect(visit).toMatchObject({
      workOrderId: order.id,
      jobNumber: order.workOrderId,
      status: 'scheduled',
      version: 1,
      note: 'Gate code 41',
      customerName: 'Dee Reyes',
      windowStart: at('2026-12-01', '08:00'),
      windowEnd: at('2026-12-01', '10:00'),
      technicians: [
        { id: carlos.id, name: 'Carlos Mendez', role: 'lead' },
        { id: ana.id, name: 'Ana Ruiz', role: 'helper' },
      ],
    });
    const [row] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    expect(row?.returnAppointmentDate).toBe('2026-12-01');
    expect(row?.originalAppointmentDate).toBe('2026-12-01');
    const log = await send(
      t,
      (await signedIn(t, 'management')).headers,
      'GET',
      `/api/work-orders/${order.id}/activity`,
    );
    const entry = (log.json() as { action: string; newValue: { summary: string } }[]).find(
      (one) => one.action === 'visit.scheduled',
    );
    expect(entry?.newValue.summary).toBe(
      'Return visit scheduled for Tue 12/1, 8–10 AM, with Carlos Mendez and Ana Ruiz',
    );
  });

  it('refuses bad input with 400 or 409 and stores nothing', async () => {
    const order = await insertWorkOrder(t.database);
    const completed = await insertWorkOrder(t.database, { status: 'completed' });
    const deleted = await insertWorkOrder(t.database, { deletedAt: new Date() });
    const inactive = await insertEmployee(t.database, {
      employeeType: 'plumber',
      isActive: false,
      name: 'Ina Active',
    });
    const clerk = await insertEmployee(t.database, { employeeType: 'office', name: 'Cleo Clerk' });
    const before = await visitTableCounts(t);
    const cases: [object, number, string][] = [
      [visitOn(order.id, MONDAY, '10:00', '10:00'), 400, 'The visit must end after it starts.'],
      [visitOn(order.id, MONDAY, '10:00', '09:00'), 400, 'The visit must end after it starts.'],
      [
        { workOrderId: order.id, startsAt: at(MONDAY, '08:00'), endsAt: at('2026-12-08', '08:15') },
        400,
        'A visit lasts at most 24 hours.',
      ],
      [
        visitOn(order.id, MONDAY, '08:00', '10:00', {
          windowStart: at(MONDAY, '09:00'),
          windowEnd: at(MONDAY, '09:00'),
        }),
        400,
        'The arrival window must end after it starts.',
      ],
      [{ workOrderId: order.id, startsAt: '3000-01-01T00:00:00Z', endsAt: '3000-01-01T02:00:00Z' }, 400, ''],
      [
        visitOn(order.id, MONDAY, '08:00', '10:00', { leadId: inactive.id }),
        400,
        'Ina Active is inactive and cannot be scheduled.',
      ],
      [
        visitOn(order.id, MONDAY, '08:00', '10:00', { leadId: clerk.id }),
        400,
        'Cleo Clerk is not a technician (plumber).',
      ],
      [visitOn(order.id, MONDAY, '08:00', '10:00', { leadId: 99_999 }), 400, 'Unknown employee: 99999.'],
      [
        visitOn(order.id, MONDAY, '08:00', '10:00', { leadId: carlos.id, helperIds: [carlos.id] }),
        400,
        'The lead cannot also be a helper on the same visit.',
      ],
      [visitOn(99_999, MONDAY, '08:00', '10:00'), 404, 'Work order not found'],
      [visitOn(deleted.id, MONDAY, '08:00', '10:00'), 404, 'Work order not found'],
      [
        visitOn(completed.id, MONDAY, '08:00', '10:00'),
        409,
        'This job is completed; reopen it before scheduling a visit.',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await send(t, office, 'POST', '/api/visits', payload);
      expect(response.statusCode, response.body).toBe(status);
      if (message) expect(response.json().message).toBe(message);
    }
    expect(await visitTableCounts(t)).toEqual(before);
  });

  it('is for planners: a technician gets 403 and nothing is stored', async () => {
    const order = await insertWorkOrder(t.database);
    const before = await visitTableCounts(t);
    const response = await send(
      t,
      techHeaders,
      'POST',
      '/api/visits',
      visitOn(order.id, MONDAY, '08:00', '10:00'),
    );
    expect(response.statusCode).toBe(403);
    expect(await visitTableCounts(t)).toEqual(before);
    for (const type of ['admin', 'management'] as const) {
      const { headers } = await signedIn(t, type);
      await schedule(
        t,
        headers,
        visitOn(
          order.id,
          '2026-12-09',
          type === 'admin' ? '08:00' : '13:00',
          type === 'admin' ? '09:00' : '14:00',
        ),
      );
    }
  });
});

describe('GET /api/visits', () => {
  it('lists the visits that overlap the range, with filters, and never those of deleted orders', async () => {
    const day = '2026-12-14';
    const order = await insertWorkOrder(t.database);
    const gone = await insertWorkOrder(t.database);
    const early = await schedule(t, office, visitOn(order.id, day, '07:00', '09:00', { leadId: ana.id }));
    const late = await schedule(t, office, visitOn(order.id, day, '15:00', '16:00', { leadId: carlos.id }));
    // Starts the evening before and ends inside the range.
    const overnight = await schedule(t, office, {
      workOrderId: gone.id,
      startsAt: at('2026-12-13', '22:00'),
      endsAt: at(day, '01:00'),
      overrideReason: 'Emergency call-out',
    });
    const list = async (query: string) => {
      const response = await send(
        t,
        techHeaders,
        'GET',
        `/api/visits?from=${at(day, '00:00')}&to=${at('2026-12-15', '00:00')}${query}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { visits: Visit[] }).visits.map((visit) => visit.id);
    };
    expect(await list('')).toEqual([overnight.id, early.id, late.id]);
    expect(await list(`&technicianId=${carlos.id}`)).toEqual([late.id]);
    expect(await list(`&workOrderId=${order.id}`)).toEqual([early.id, late.id]);
    expect(await list('&status=cancelled')).toEqual([]);
    const deleted = await send(t, office, 'DELETE', `/api/work-orders/${gone.id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await list('')).toEqual([early.id, late.id]);
  });

  it('sends a shared day compressed as each client asks, the same JSON inside', async () => {
    const order = await insertWorkOrder(t.database, { customerName: 'Compressed Customer' });
    for (const clock of ['07:00', '09:00', '11:00', '13:00']) {
      const hour = Number(clock.slice(0, 2));
      await schedule(
        t,
        office,
        visitOn(order.id, '2026-12-16', clock, `${String(hour + 1).padStart(2, '0')}:00`),
      );
    }
    const url = `/api/visits?from=${at('2026-12-16', '00:00')}&to=${at('2026-12-17', '00:00')}`;
    const ask = (encoding?: string) =>
      send(t, encoding ? { ...techHeaders, 'accept-encoding': encoding } : techHeaders, 'GET', url);
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().visits).toHaveLength(4);
    for (const [encoding, decode] of [
      ['br, gzip', brotliDecompressSync],
      ['gzip', gunzipSync],
      ['br;q=0.5, gzip', gunzipSync],
    ] as const) {
      // Twice: the second is the shared answer's stored encoding.
      for (const _ of [1, 2]) {
        const response = await ask(encoding);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding.startsWith('br,') ? 'br' : 'gzip');
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual(plain.json());
      }
    }
  });

  it('refuses a range that ends before it starts or spans more than 42 days', async () => {
    for (const [from, to] of [
      ['2026-12-02T00:00:00Z', '2026-12-01T00:00:00Z'],
      ['2026-12-01T00:00:00Z', '2026-12-01T00:00:00Z'],
      ['2026-12-01T00:00:00Z', '2027-01-12T00:00:01Z'],
    ]) {
      const response = await send(t, office, 'GET', `/api/visits?from=${from}&to=${to}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(VISIT_RANGE_MESSAGE);
    }
    const ok = await send(t, office, 'GET', '/api/visits?from=2026-12-01T00:00:00Z&to=2027-01-12T00:00:00Z');
    expect(ok.statusCode).toBe(200);
  });
});
