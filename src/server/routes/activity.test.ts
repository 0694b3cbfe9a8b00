import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { activityLog, workOrders } from '../db/schema.ts';
import { recordActivity } from '../services/activity-log.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let management: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin', { name: 'Ada Admin' });
  management = await signedIn(t, 'management', { name: 'Max Manager' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers = admin.headers) => t.app.inject({ url, headers });
const actions = (response: { json: () => unknown }) =>
  (response.json() as { action: string }[]).map((e) => e.action);

/** A work order that was created, commented on and then deleted, leaving only its log behind. */
async function deletedJob(jobNumber: string) {
  const order = await insertWorkOrder(t.database, { workOrderId: jobNumber, title: 'Leaking water heater' });
  const comment = await t.app.inject({
    method: 'POST',
    url: `/api/work-orders/${order.id}/comments`,
    payload: { content: 'Tank is rusted through', type: 'note' },
    headers: management.headers,
  });
  expect(comment.statusCode).toBe(201);
  await t.database.db.transaction(async (tx) => {
    await recordActivity(tx, {
      entityType: 'work_order',
      entityId: order.id,
      entityLabel: jobNumber,
      action: 'deleted',
      snapshot: { workOrderId: jobNumber, title: 'Leaking water heater' },
      actorId: management.employee.id,
    });
    await tx.delete(workOrders).where(eq(workOrders.id, order.id));
  });
  return order;
}

describe('GET /api/activity', () => {
  it('answers who deleted a job and what was in it, found by its job number', async () => {
    const order = await deletedJob('48213');
    const response = await get('/api/activity?workOrder=48213');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    const [deleted, commented] = response.json();
    expect(deleted).toEqual({
      id: expect.any(Number),
      entityType: 'work_order',
      entityId: order.id,
      entityLabel: '48213',
      action: 'deleted',
      field: null,
      oldValue: null,
      newValue: null,
      snapshot: { workOrderId: '48213', title: 'Leaking water heater' },
      actor: { id: management.employee.id, name: 'Max Manager' },
      createdAt: expect.stringMatching(/Z$/),
    });
    expect(commented).toMatchObject({ action: 'comment_added', newValue: { type: 'note' } });
  });

  it('filters by actor, work order id and action, newest first', async () => {
    const order = await insertWorkOrder(t.database);
    for (const content of ['first note', 'second note']) {
      await t.app.inject({
        method: 'POST',
        url: `/api/work-orders/${order.id}/comments`,
        payload: { content, type: 'note' },
        headers: admin.headers,
      });
    }
    await t.app.inject({
      method: 'POST',
      url: `/api/work-orders/${order.id}/assign`,
      payload: { employeeId: management.employee.id },
      headers: admin.headers,
    });
    const byOrder = await get(`/api/activity?workOrderId=${order.id}`);
    expect(actions(byOrder)).toEqual(['assigned', 'comment_added', 'comment_added']);
    const byAction = await get(`/api/activity?workOrderId=${order.id}&action=comment_added`);
    expect(byAction.headers['x-total-count']).toBe('2');
    const byActor = await get(`/api/activity?employeeId=${admin.employee.id}`, management.headers);
    expect(byActor.json().every((e: { actor: { id: number } }) => e.actor.id === admin.employee.id)).toBe(
      true,
    );
    expect(byActor.headers['x-total-count']).toBe('3');
  });

  it('filters by date range (a plain to-date covers its whole day) and pages with limit/offset', async () => {
    const at = (iso: string) => ({
      entityType: 'work_order',
      entityId: 1,
      action: 'archive_test',
      createdAt: new Date(iso),
    });
    await t.database.db
      .insert(activityLog)
      .values([
        at('2021-03-01T08:00:00Z'),
        at('2021-03-02T23:30:00Z'),
        at('2021-03-03T00:00:01Z'),
        at('2021-04-01T00:00:00Z'),
      ]);
    const range = await get('/api/activity?action=archive_test&from=2021-03-02&to=2021-03-03');
    expect(range.json().map((e: { createdAt: string }) => e.createdAt)).toEqual([
      '2021-03-03T00:00:01.000Z',
      '2021-03-02T23:30:00.000Z',
    ]);
    expect(range.json()[0].actor).toBeNull();
    const instant = await get('/api/activity?action=archive_test&to=2021-03-02T23:00:00Z');
    expect(instant.headers['x-total-count']).toBe('1');
    const page = await get('/api/activity?action=archive_test&limit=2&offset=1');
    expect(page.headers['x-total-count']).toBe('4');
    expect(page.json().map((e: { createdAt: string }) => e.createdAt)).toEqual([
      '2021-03-03T00:00:01.000Z',
      '2021-03-02T23:30:00.000Z',
    ]);
  });

  it('answers the whole filtered log when no limit is sent, as every list does', async () => {
    await t.database.db.insert(activityLog).values(
      Array.from({ length: 120 }, (_, index) => ({
        entityType: 'work_order',
        entityId: 1,
        action: 'bulk_test',
        createdAt: new Date(Date.UTC(2022, 0, 1, 0, index)),
      })),
    );
    const all = await get('/api/activity?action=bulk_test');
    expect(all.json()).toHaveLength(120);
    expect(all.headers['x-total-count']).toBe('120');
  });

  it.each([
    ['from=yesterday', 'from', 'from must be an ISO date or date-time'],
    ['from=2021-03-05&to=2021-03-01', 'from', 'from must not be after to'],
    ['employeeId=abc', 'employeeId', 'employeeId must be a number'],
    ['entityType=invoice', 'entityType', 'entityType must be one of: work_order, employee, company_settings'],
    ['limit=501', 'limit', 'limit must be at most 500'],
    ['from=0000-01-01', 'from', 'from must be between 1900-01-01 and 2100-12-31'],
    ['to=9999-12-31T23:59:59-14:00', 'to', 'to must be between 1900-01-01 and 2100-12-31'],
    ['to=2100-12-31T23:59:59-14:00', 'to', 'to must be between 1900-01-01 and 2100-12-31'],
    ['workOrder=48%00', 'workOrder', 'workOrder contains a character that is not allowed (U+0000)'],
    ['action=a%0Ab', 'action', 'action must be on one line, without line breaks or tabs'],
    ['employeeId=0x0A', 'employeeId', 'employeeId must be a whole number'],
    ['offset=1e1', 'offset', 'offset must be a whole number'],
  ])('refuses ?%s with 400', async (query, field, message) => {
    const response = await get(`/api/activity?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ field, message }] });
  });

  it('takes an empty filter as not sent: the default page, no filter', async () => {
    const all = await get('/api/activity');
    const empty = await get(
      '/api/activity?from=&to=&workOrder=&action=&employeeId=&entityType=&limit=&offset=',
    );
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.headers['x-total-count']).toBe(all.headers['x-total-count']);
    expect(empty.json()).toEqual(all.json());
  });

  it.each(['office', 'plumber'] as const)('refuses %s with 403', async (employeeType) => {
    const other = await signedIn(t, employeeType);
    const response = await get('/api/activity', other.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
  });
});

describe('GET /api/work-orders/{id}/activity', () => {
  it('answers the history of a deleted order to admin and management', async () => {
    const order = await deletedJob('55120');
    for (const who of [admin, management]) {
      const response = await get(`/api/work-orders/${order.id}/activity`, who.headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe('2');
      expect(actions(response)).toEqual(['deleted', 'comment_added']);
    }
    const page = await get(`/api/work-orders/${order.id}/activity?limit=1&offset=1`);
    expect(actions(page)).toEqual(['comment_added']);
  });

  it('answers [] for an order without history and 404 for an id that never existed', async () => {
    const order = await insertWorkOrder(t.database);
    const empty = await get(`/api/work-orders/${order.id}/activity`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    const missing = await get('/api/work-orders/999999/activity');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Work order not found' });
  });

  it.each(['office', 'plumber'] as const)('refuses %s with 403', async (employeeType) => {
    const other = await signedIn(t, employeeType);
    const order = await insertWorkOrder(t.database);
    const response = await get(`/api/work-orders/${order.id}/activity`, other.headers);
    expect(response.statusCode).toBe(403);
  });
});
