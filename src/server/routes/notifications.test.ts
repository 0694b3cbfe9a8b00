import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { notify } from '../services/notify.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Notifications made the way the app makes them: notify() in a transaction. */
async function notifyOf(
  recipientId: number,
  count: number,
  fields: { actorId?: number | null; workOrderId?: number } = {},
) {
  for (let i = 1; i <= count; i += 1) {
    await t.database.db.transaction((tx) =>
      notify(tx, {
        kind: 'comment',
        recipientIds: [recipientId],
        title: `New comment ${i}`,
        message: `Comment number ${i}`,
        workOrderId: fields.workOrderId ?? null,
        actorId: fields.actorId ?? null,
      }),
    );
  }
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, headers });

describe('GET /api/notifications', () => {
  it('lists only my notifications, newest first, with the exact item shape and a total', async () => {
    const me = await signedIn(t, 'plumber');
    const other = await signedIn(t, 'office');
    const actor = await signedIn(t, 'office', { name: 'Olivia Office' });
    const order = await insertWorkOrder(t.database);
    await notifyOf(me.employee.id, 2, { actorId: actor.employee.id, workOrderId: order.id });
    await notifyOf(other.employee.id, 1);

    const response = await get('/api/notifications', me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    const list = response.json();
    expect(list.map((n: { title: string }) => n.title)).toEqual(['New comment 2', 'New comment 1']);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      type: 'comment',
      title: 'New comment 2',
      message: 'Comment number 2',
      workOrderId: order.id,
      actor: { id: actor.employee.id, name: 'Olivia Office' },
      read: false,
      readAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
  });

  it('pages with limit and offset and filters unread', async () => {
    const me = await signedIn(t, 'office');
    await notifyOf(me.employee.id, 5);
    const page = await get('/api/notifications?limit=2&offset=1', me.headers);
    expect(page.headers['x-total-count']).toBe('5');
    expect(page.json().map((n: { title: string }) => n.title)).toEqual(['New comment 4', 'New comment 3']);

    const [newest] = (await get('/api/notifications?limit=1', me.headers)).json();
    await post(`/api/notifications/${newest.id}/read`, me.headers);
    const unread = await get('/api/notifications?unread=true', me.headers);
    expect(unread.headers['x-total-count']).toBe('4');
    expect(unread.json().every((n: { read: boolean }) => !n.read)).toBe(true);
    const all = await get('/api/notifications?unread=false', me.headers);
    expect(all.headers['x-total-count']).toBe('5');
  });

  it('shows no actor for a system event', async () => {
    const me = await signedIn(t, 'office');
    await notifyOf(me.employee.id, 1, { actorId: null });
    const [item] = (await get('/api/notifications', me.headers)).json();
    expect(item.actor).toBeNull();
    expect(item.workOrderId).toBeNull();
  });

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=501', 'limit must be at most 500'],
    ['limit=x', 'limit must be a number'],
    ['offset=-1', 'offset cannot be negative'],
    ['unread=maybe', 'unread must be true or false'],
  ])('rejects %s', async (query, message) => {
    const me = await signedIn(t, 'office');
    const response = await get(`/api/notifications?${query}`, me.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('GET /api/notifications/unread-count', () => {
  it('counts my unread notifications only', async () => {
    const me = await signedIn(t, 'plumber');
    const other = await signedIn(t, 'plumber');
    expect((await get('/api/notifications/unread-count', me.headers)).json()).toEqual({ count: 0 });
    await notifyOf(me.employee.id, 3);
    await notifyOf(other.employee.id, 2);
    const response = await get('/api/notifications/unread-count', me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 3 });
  });
});

describe('POST /api/notifications/{id}/read', () => {
  it('marks my notification read and keeps the first read time', async () => {
    const me = await signedIn(t, 'office');
    await notifyOf(me.employee.id, 1);
    const [item] = (await get('/api/notifications', me.headers)).json();

    const first = await post(`/api/notifications/${item.id}/read`, me.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...item, read: true, readAt: expect.any(String) });
    const again = await post(`/api/notifications/${item.id}/read`, me.headers);
    expect(again.json().readAt).toBe(first.json().readAt);
    expect((await get('/api/notifications/unread-count', me.headers)).json()).toEqual({ count: 0 });
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const me = await signedIn(t, 'management');
    const owner = await signedIn(t, 'plumber');
    await notifyOf(owner.employee.id, 1);
    const [theirs] = (await get('/api/notifications', owner.headers)).json();

    const response = await post(`/api/notifications/${theirs.id}/read`, me.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Notification not found' });
    expect((await get('/api/notifications/unread-count', owner.headers)).json()).toEqual({ count: 1 });
  });

  it('answers 404 for a missing notification and 400 for a bad id', async () => {
    const me = await signedIn(t, 'office');
    const missing = await post('/api/notifications/999999/read', me.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Notification not found' });
    const bad = await post('/api/notifications/abc/read', me.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Id must be a number');
  });
});

describe('POST /api/notifications/read-all', () => {
  it('marks all of mine read, answers how many, and leaves others alone', async () => {
    const me = await signedIn(t, 'office');
    const other = await signedIn(t, 'office');
    await notifyOf(me.employee.id, 3);
    await notifyOf(other.employee.id, 2);

    const response = await post('/api/notifications/read-all', me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 3 });
    expect((await post('/api/notifications/read-all', me.headers)).json()).toEqual({ updated: 0 });
    expect((await get('/api/notifications/unread-count', me.headers)).json()).toEqual({ count: 0 });
    expect((await get('/api/notifications/unread-count', other.headers)).json()).toEqual({ count: 2 });
  });
});

describe('sessions', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['GET', '/api/notifications/unread-count'],
    ['POST', '/api/notifications/1/read'],
    ['POST', '/api/notifications/read-all'],
  ])('%s %s needs a session', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(401);
  });
});
