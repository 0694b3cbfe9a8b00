import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '#shared/domain/paused-job.ts';
import type { PausedJobListItem, WorkOrder } from '#shared/schemas/work-order.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, type TestApp } from '#tooling/test-server/test-app.ts';
import { notifications, workOrders } from '../db/schema.ts';

let t: TestApp;
let headers: Record<string, string>;
let technicianId: number;

const DAY = 24 * 3600 * 1000;
const dayOffset = (days: number) => localDay(new Date(Date.now() + days * DAY));

beforeAll(async () => {
  t = await createTestApp();
  headers = (await signedIn(t, 'office', { name: 'Olive Office' })).headers;
  technicianId = (await insertEmployee(t.database, { employeeType: 'plumber', name: 'Theo Wrench' })).id;
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function onHoldList(): Promise<Map<number, PausedJobListItem>> {
  const response = await send('GET', '/api/work-orders/on-hold');
  expect(response.statusCode).toBe(200);
  return new Map((response.json() as PausedJobListItem[]).map((order) => [order.id, order]));
}

describe('hold insights, derived by the server', () => {
  it('counts days on hold, flags overdue parts and says when a job is ready to return', async () => {
    const db = t.database;
    const waiting = await insertWorkOrder(db, {
      status: 'on-hold',
      pausedAt: new Date(Date.now() - 9 * DAY - 3600_000),
      description: 'Paused job for Reyes\nWaiting for: insurer call-back',
      authorizationStatus: 'Approved',
      partTitle1: 'Gas valve',
      partEta1: dayOffset(-2),
      partTitle2: 'Flue pipe',
      partEta2: dayOffset(3),
      partTitle3: 'Thermocouple',
      partEta3: dayOffset(-5),
      partReceived3: dayOffset(-1),
    });
    const ready = await insertWorkOrder(db, {
      status: 'on-hold',
      authorizationStatus: 'Partial',
      partTitle1: 'Pressure tank',
      partReceived1: dayOffset(-1),
    });
    const authorizationPending = await insertWorkOrder(db, {
      status: 'on-hold',
      authorizationStatus: 'Pending',
      partTitle1: 'Pressure tank',
      partReceived1: dayOffset(-1),
    });
    const nothingTracked = await insertWorkOrder(db, { status: 'on-hold', authorizationStatus: 'N/A' });
    const approvedWithoutParts = await insertWorkOrder(db, {
      status: 'on-hold',
      authorizationStatus: 'Approved',
      description: '{"waitingFor": "homeowner signature"}',
    });
    const open = await insertWorkOrder(db, { status: 'open', partTitle1: 'Valve', partEta1: dayOffset(-3) });

    const list = await onHoldList();
    expect(list.get(waiting.id)?.holdInsights).toEqual({
      daysOnHold: 9,
      overdueParts: [1],
      readyToReturn: false,
      waitingOn: ['part-1', 'part-2', 'waiting-for'],
      waitingFor: 'insurer call-back',
    });
    expect(list.get(ready.id)?.holdInsights).toMatchObject({ readyToReturn: true, overdueParts: [] });
    expect(list.get(authorizationPending.id)?.holdInsights?.readyToReturn).toBe(false);
    expect(list.get(nothingTracked.id)?.holdInsights).toMatchObject({ readyToReturn: false, daysOnHold: 0 });
    // What it waits for is still written on it: not ready (ADR 056).
    expect(list.get(approvedWithoutParts.id)?.holdInsights).toMatchObject({
      readyToReturn: false,
      waitingOn: ['waiting-for'],
      waitingFor: 'homeowner signature',
    });
    expect(list.has(open.id)).toBe(false);

    const detail = await send('GET', `/api/work-orders/${open.id}`);
    expect(detail.json().holdInsights).toBeNull();
    const pausedDetail = await send('GET', `/api/work-orders/${waiting.id}`);
    expect(pausedDetail.json().holdInsights.overdueParts).toEqual([1]);
  });

  it('#49190: not ready while pre-authorization is pending and a waiting-for text is open (ADR 056)', async () => {
    const order = await insertWorkOrder(t.database, {
      status: 'on-hold',
      description: 'Paused job for Ito\nWaiting for: city permit and gas inspection',
      preAuthStatus: 'Pending',
      authorizationStatus: 'Approved',
      rwpFormStatus: 'Needed',
      partTitle1: 'Gas valve',
      partReceived1: dayOffset(-1),
    });
    const expected = {
      readyToReturn: false,
      waitingOn: ['pre-authorization', 'permit-form', 'waiting-for'],
    };
    expect((await onHoldList()).get(order.id)?.holdInsights).toMatchObject(expected);
    expect((await send('GET', `/api/work-orders/${order.id}`)).json().holdInsights).toMatchObject(expected);

    await send('PATCH', `/api/work-orders/${order.id}`, {
      preAuthStatus: 'Approved',
      rwpFormStatus: 'Approved',
    });
    const cleared = await send('PATCH', `/api/work-orders/${order.id}`, {
      description: 'Paused job for Ito',
    });
    expect(cleared.json().holdInsights).toMatchObject({ readyToReturn: true, waitingOn: [] });
  });

  it('follows an edit: the PATCH answer carries the new insights', async () => {
    const order = await insertWorkOrder(t.database, {
      status: 'on-hold',
      authorizationStatus: 'Approved',
      partTitle1: 'Gas valve',
      partEta1: dayOffset(-1),
    });
    const before = (await send('GET', `/api/work-orders/${order.id}`)).json() as WorkOrder;
    expect(before.holdInsights).toMatchObject({ overdueParts: [1], readyToReturn: false });
    const after = await send('PATCH', `/api/work-orders/${order.id}`, { partReceived1: dayOffset(0) });
    expect(after.json().holdInsights).toMatchObject({ overdueParts: [], readyToReturn: true });
  });
});

describe('status vocabulary (ADR 009)', () => {
  it('stores one value for either form spelling, in any letter case', async () => {
    const order = await insertWorkOrder(t.database, { status: 'on-hold' });
    const partial = await send('PATCH', `/api/work-orders/${order.id}`, {
      authorizationStatus: 'Partial Approval',
      rwpFormStatus: 'w/ part',
      preAuthStatus: 'submitted',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({
      authorizationStatus: 'Partial',
      rwpFormStatus: 'w/ Part',
      preAuthStatus: 'Submitted',
    });
  });

  it('refuses an unknown status, naming the allowed values, and changes nothing', async () => {
    const order = await insertWorkOrder(t.database, { status: 'on-hold', rwpFormStatus: 'Printed' });
    const response = await send('PATCH', `/api/work-orders/${order.id}`, { rwpFormStatus: 'Lost' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'rwpFormStatus',
        message:
          'RWP form status must be one of: N/A, Needed, Pending, Printed, w/ Part, Uploaded, Submitted, Approved, Denied',
      },
    ]);
    const [row] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    expect(row?.rwpFormStatus).toBe('Printed');
  });
});

describe('money', () => {
  const base = { jobLastName: 'Okafor', originalAppointmentDate: '2026-11-20', city: 'Quincy' };

  it('accepts typed dollar amounts and stores cents', async () => {
    const response = await send('POST', '/api/paused-jobs', {
      ...base,
      jobNumber: '70001',
      preAuthAmount: '$1,234.50',
      opcAmount: '89.9',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ preAuthAmount: 1234.5, opcAmount: 89.9 });
  });

  it.each(['12abc', '1,2,3', '-5', '1.234', '$$5'])('refuses %j with a clear message', async (amount) => {
    const response = await send('POST', '/api/paused-jobs', {
      ...base,
      jobNumber: '70002',
      opcAmount: amount,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'opcAmount', message: 'Amount must be a dollar amount such as $1,234.50' },
    ]);
  });
});

describe('Ready to return notification', () => {
  const readyNotices = async (workOrderId: number) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.workOrderId, workOrderId), eq(notifications.title, 'Ready to return')));

  it('tells the people on the job once, when the last part arrives with authorization clear', async () => {
    const order = await insertWorkOrder(
      t.database,
      {
        status: 'on-hold',
        authorizationStatus: 'Pending',
        partTitle1: 'Gas valve',
        partTitle2: 'Flue pipe',
        partReceived1: dayOffset(-1),
      },
      [technicianId],
    );
    await send('PATCH', `/api/work-orders/${order.id}`, { partReceived2: dayOffset(0) });
    expect(await readyNotices(order.id)).toHaveLength(0);

    const approved = await send('PATCH', `/api/work-orders/${order.id}`, { authorizationStatus: 'Approved' });
    expect(approved.json().holdInsights.readyToReturn).toBe(true);
    const notices = await readyNotices(order.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ employeeId: technicianId, type: 'paused-job' });
    expect(notices[0]?.message).toContain('is ready to return');

    // Still ready after another edit: no second notice.
    await send('PATCH', `/api/work-orders/${order.id}`, { opcAmount: 120 });
    expect(await readyNotices(order.id)).toHaveLength(1);
  });

  it('says nothing for work that is not on hold', async () => {
    const order = await insertWorkOrder(
      t.database,
      { status: 'open', authorizationStatus: 'Approved', partTitle1: 'Valve' },
      [technicianId],
    );
    await send('PATCH', `/api/work-orders/${order.id}`, { partReceived1: dayOffset(0) });
    expect(await readyNotices(order.id)).toHaveLength(0);
  });
});
