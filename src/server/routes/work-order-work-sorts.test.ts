import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';

// The orders the work lists offer: due first (overdue, then due soonest, no due date last), a day's
// work (urgent first, then due soonest), newest, and for held work the longest on hold first.
let t: TestApp;
let headers: Record<string, string>;
let ids: Record<string, number>;

const day = 24 * 3600 * 1000;
const NOW = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  headers = (await signedIn(t, 'office')).headers;
  const at = (days: number) => new Date(NOW + days * day);
  const rows: [string, Parameters<typeof insertWorkOrder>[1]][] = [
    ['urgentLater', { priority: 'urgent', dueDate: at(3), createdAt: at(-9) }],
    ['urgentNoDue', { priority: 'urgent', dueDate: null, createdAt: at(-1) }],
    ['urgentOverdue', { priority: 'urgent', status: 'in-progress', dueDate: at(-2), createdAt: at(-8) }],
    ['overdue', { dueDate: at(-5), createdAt: at(-7) }],
    ['soon', { status: 'in-progress', dueDate: at(1), createdAt: at(-6) }],
    ['noDue', { dueDate: null, createdAt: at(-2) }],
    ['done', { status: 'completed', dueDate: at(-30), createdAt: at(-3) }],
    ['heldLong', { status: 'on-hold', pausedAt: at(-40), dueDate: at(2), createdAt: at(-50) }],
    ['heldShort', { status: 'on-hold', pausedAt: at(-1), priority: 'urgent', createdAt: at(-45) }],
  ];
  ids = {};
  for (const [name, fields] of rows) ids[name] = (await insertWorkOrder(t.database, fields)).id;
});
afterAll(async () => {
  await t.close();
});

async function list(path: string, params: Record<string, string>) {
  const url = `${path}?${new URLSearchParams(params)}`;
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return (response.json() as { id: number }[]).map((row) => row.id);
}
const named = (...names: string[]) => names.map((name) => ids[name]);
const current = { status: 'open,in-progress' };

describe('the work lists in the orders their screens offer', () => {
  it('sort=dueDate: overdue first, then due soonest, no due date last (newest first among them)', async () => {
    expect(await list('/api/work-orders', { ...current, sort: 'dueDate' })).toEqual(
      named('overdue', 'urgentOverdue', 'soon', 'urgentLater', 'noDue', 'urgentNoDue'),
    );
  });

  it('sort=priority: urgent first, each part due soonest first, no due date last', async () => {
    const expected = named('urgentOverdue', 'urgentLater', 'urgentNoDue', 'overdue', 'soon', 'noDue');
    expect(await list('/api/work-orders', { ...current, sort: 'priority' })).toEqual(expected);
    // Page by page, by cursor, the same order.
    const walked: number[] = [];
    let url = `/api/work-orders?${new URLSearchParams({ ...current, sort: 'priority', limit: '2' })}`;
    for (;;) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      walked.push(...(response.json() as { id: number }[]).map((row) => row.id));
      const cursor = response.headers['x-next-cursor'];
      if (typeof cursor !== 'string') break;
      url = `/api/work-orders?${new URLSearchParams({ ...current, sort: 'priority', limit: '2', cursor })}`;
    }
    expect(walked).toEqual(expected);
  });

  it('sort=-createdAt: newest first', async () => {
    expect(await list('/api/work-orders', { ...current, sort: '-createdAt' })).toEqual(
      named('urgentNoDue', 'noDue', 'soon', 'overdue', 'urgentOverdue', 'urgentLater'),
    );
  });

  it('Paused Jobs: sort=pausedAt is the longest on hold first; the other sorts as on Current Tasks', async () => {
    expect(await list('/api/work-orders/on-hold', { sort: 'pausedAt' })).toEqual(
      named('heldLong', 'heldShort'),
    );
    expect(await list('/api/work-orders/on-hold', { sort: 'priority' })).toEqual(
      named('heldShort', 'heldLong'),
    );
    expect(await list('/api/work-orders/on-hold', { sort: 'dueDate' })).toEqual(
      named('heldLong', 'heldShort'),
    );
  });

  it('the follow-up list, which holds the overdue work: due first and a day’s work', async () => {
    expect(await list('/api/work-orders-need-follow-up', { sort: 'dueDate' })).toEqual(
      named('overdue', 'urgentOverdue'),
    );
    expect(await list('/api/work-orders-need-follow-up', { sort: 'priority' })).toEqual(
      named('urgentOverdue', 'overdue'),
    );
  });
});
