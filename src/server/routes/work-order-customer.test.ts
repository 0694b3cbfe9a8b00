import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { workOrders } from '../db/schema.ts';

/** Issue 23, ADR 024: the customer's phone, email and address on POST and PATCH. */

let t: TestApp;
let office: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  office = await signedIn(t, 'office', { name: 'Olive Office' });
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: office.headers, payload });

let jobNumber = 61000;
const task = () => ({
  workOrderId: String(jobNumber++),
  title: 'Replace shutoff valve',
  description: 'Angle stop weeps',
  type: 'task',
});

const stored = async (id: number) =>
  (await t.database.db.select().from(workOrders).where(eq(workOrders.id, id)))[0];

const BAD = [
  [
    'customerPhone',
    'call me',
    'Customer phone may only contain digits, spaces, ( ) - . a leading + and an extension such as ext. 12',
  ],
  ['customerPhone', '201-33', 'Customer phone must have 7 to 15 digits'],
  ['customerEmail', 'jane@', 'Customer email must be an email address such as name@example.com'],
  [
    'customerEmail',
    'jane smith@example.com',
    'Customer email must be an email address such as name@example.com',
  ],
] as const;

describe('POST /api/work-orders with a customer', () => {
  it('stores name, phone, email, location and city as typed', async () => {
    const customer = {
      customerName: 'Jane Smith',
      customerPhone: '+1 (555) 201-3344 ext. 12',
      customerEmail: 'jane.smith@example.com',
      location: '12 Elm St',
      city: 'Springfield',
    };
    const response = await send('POST', '/api/work-orders', { ...task(), ...customer });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject(customer);
    expect(await stored(response.json().id)).toMatchObject(customer);
  });

  it.each(BAD)('refuses %s = %j with a 400 naming it, and stores nothing', async (field, value, message) => {
    const body = task();
    const response = await send('POST', '/api/work-orders', { ...body, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    const rows = await t.database.db
      .select()
      .from(workOrders)
      .where(eq(workOrders.workOrderId, body.workOrderId));
    expect(rows).toEqual([]);
  });

  it('takes blank customer fields as not known (null)', async () => {
    const response = await send('POST', '/api/work-orders', {
      ...task(),
      customerName: ' ',
      customerPhone: '',
      customerEmail: '',
      city: '',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      customerName: null,
      customerPhone: null,
      customerEmail: null,
      city: null,
    });
  });
});

describe('PATCH /api/work-orders/{id} with a customer field', () => {
  it.each(BAD)('refuses %s = %j with a 400 naming it, and changes nothing', async (field, value, message) => {
    const order = await insertWorkOrder(t.database, {
      customerPhone: '(555) 201-3344',
      customerEmail: 'a@example.com',
    });
    const response = await send('PATCH', `/api/work-orders/${order.id}`, { [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await stored(order.id)).toMatchObject({
      customerPhone: '(555) 201-3344',
      customerEmail: 'a@example.com',
      updatedAt: order.updatedAt,
    });
  });

  it('saves a good phone and email, then clears them with blank and with null', async () => {
    const order = await insertWorkOrder(t.database);
    const url = `/api/work-orders/${order.id}`;
    const saved = await send('PATCH', url, {
      customerPhone: '555.201.3344',
      customerEmail: 'jane@example.org',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ customerPhone: '555.201.3344', customerEmail: 'jane@example.org' });

    const blank = await send('PATCH', url, { customerPhone: '  ' });
    expect(blank.json()).toMatchObject({ customerPhone: null, customerEmail: 'jane@example.org' });
    const cleared = await send('PATCH', url, { customerEmail: null });
    expect(cleared.json()).toMatchObject({ customerPhone: null, customerEmail: null });
    expect(await stored(order.id)).toMatchObject({ customerPhone: null, customerEmail: null });
  });

  it('lists carry the customer name and city', async () => {
    const order = await insertWorkOrder(t.database, { customerName: 'Rosa Quintero', city: 'Shelbyville' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/work-orders?search=${order.workOrderId}`,
      headers: office.headers,
    });
    expect(response.json()).toContainEqual(
      expect.objectContaining({ id: order.id, customerName: 'Rosa Quintero', city: 'Shelbyville' }),
    );
  });
});
