import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';

// The quick filters of the work lists: dueAfter (inclusive) and dueBefore (exclusive) on the due
// date, as the client asks "Due today" ([start of the local day, start of the next)) and "Overdue"
// (dueBefore=now).
let t: TestApp;
let headers: Record<string, string>;
let ids: Record<string, number>;

const hour = 3600 * 1000;
// A local day in Chicago (UTC-05:00 in March): 2026-03-10T05:00Z up to 2026-03-11T05:00Z.
const DAY_START = '2026-03-10T00:00:00-05:00';
const NEXT_DAY_START = '2026-03-11T00:00:00-05:00';
const START = Date.parse(DAY_START);
const NOW = START + 14 * hour;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await signedIn(t, 'office')).headers;
  const order = (workOrderId: string, fields: Parameters<typeof insertWorkOrder>[1]) =>
    insertWorkOrder(t.database, { workOrderId, title: `Drain ${workOrderId}`, ...fields });
  const made = {
    lastWeek: await order('D-1', { dueDate: new Date(START - 7 * 24 * hour), createdAt: new Date(NOW - 6) }),
    // The first moment of the day is in it; the first moment of the next day is not.
    atStart: await order('D-2', { dueDate: new Date(START), createdAt: new Date(NOW - 5) }),
    earlier: await order('D-3', { dueDate: new Date(NOW - hour), createdAt: new Date(NOW - 4) }),
    later: await order('D-4', { dueDate: new Date(NOW + hour), createdAt: new Date(NOW - 3) }),
    atNextStart: await order('D-5', { dueDate: new Date(START + 24 * hour), createdAt: new Date(NOW - 2) }),
    noDueDate: await order('D-6', { dueDate: null, createdAt: new Date(NOW - 1) }),
    pausedToday: await order('D-7', { status: 'on-hold', dueDate: new Date(NOW + 2 * hour) }),
    doneToday: await order('D-8', { status: 'completed', dueDate: new Date(NOW - 2 * hour) }),
  };
  ids = Object.fromEntries(Object.entries(made).map(([name, row]) => [name, row.id]));
});
afterAll(async () => {
  await t.close();
});

async function list(path: string, params: Record<string, string>) {
  const url = `${path}?${new URLSearchParams(params)}`;
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return {
    ids: (response.json() as { id: number }[]).map((row) => row.id),
    total: Number(response.headers['x-total-count']),
    cursor: response.headers['x-next-cursor'] as string | undefined,
  };
}

const today = { dueAfter: DAY_START, dueBefore: NEXT_DAY_START };
const current = { status: 'open,in-progress', sort: 'dueDate' };

describe('dueAfter and dueBefore', () => {
  it('give the orders due within [dueAfter, dueBefore): due today in the local day', async () => {
    const { ids: found, total } = await list('/api/work-orders', { ...current, ...today });
    expect(found).toEqual([ids.atStart, ids.earlier, ids.later]);
    expect(total).toBe(3);
    // With every status, the completed and held orders due that day too.
    const every = await list('/api/work-orders', { sort: 'dueDate', ...today });
    expect(every.ids).toEqual([ids.atStart, ids.doneToday, ids.earlier, ids.later, ids.pausedToday]);
  });

  it('dueBefore=now alone is the overdue work; orders without a due date are in neither', async () => {
    const overdue = await list('/api/work-orders', { ...current, dueBefore: new Date(NOW).toISOString() });
    expect(overdue.ids).toEqual([ids.lastWeek, ids.atStart, ids.earlier]);
    const later = await list('/api/work-orders', { ...current, dueAfter: new Date(NOW).toISOString() });
    expect(later.ids).toEqual([ids.later, ids.atNextStart]);
  });

  it('count each range on its own: the shared total is keyed by them', async () => {
    expect((await list('/api/work-orders', { ...current, limit: '1' })).total).toBe(6);
    expect((await list('/api/work-orders', { ...current, limit: '1', ...today })).total).toBe(3);
    const overdue = { ...current, limit: '1', dueBefore: new Date(NOW).toISOString() };
    expect((await list('/api/work-orders', overdue)).total).toBe(3);
    const afterToday = { ...current, limit: '1', dueAfter: NEXT_DAY_START };
    expect((await list('/api/work-orders', afterToday)).total).toBe(1);
  });

  it('page by cursor in every sort, and work with search, Paused Jobs and the follow-up list', async () => {
    for (const sort of ['dueDate', 'priority', '-createdAt']) {
      const params = { ...current, ...today, sort };
      const whole = (await list('/api/work-orders', params)).ids;
      const walked: number[] = [];
      let page = await list('/api/work-orders', { ...params, limit: '1' });
      for (;;) {
        walked.push(...page.ids);
        if (!page.cursor) break;
        page = await list('/api/work-orders', { ...params, limit: '1', cursor: page.cursor });
      }
      expect(walked, sort).toEqual(whole);
      expect(whole.sort(), sort).toEqual([ids.atStart, ids.earlier, ids.later].sort());
    }
    expect((await list('/api/work-orders', { ...today, search: 'drain' })).ids.sort()).toEqual(
      [ids.atStart, ids.earlier, ids.later, ids.pausedToday, ids.doneToday].sort(),
    );
    expect((await list('/api/work-orders', { ...today, search: 'D-3', limit: '5' })).ids).toEqual([
      ids.earlier,
    ]);
    expect((await list('/api/work-orders/on-hold', today)).ids).toEqual([ids.pausedToday]);
    expect((await list('/api/work-orders/on-hold', { dueBefore: DAY_START })).ids).toEqual([]);
    const followUp = await list('/api/work-orders-need-follow-up', {
      dueBefore: new Date(NOW).toISOString(),
      sort: 'dueDate',
    });
    expect(followUp.ids).toEqual([ids.lastWeek, ids.atStart, ids.earlier]);
  });

  it('are a 400 naming the parameter when not an ISO date-time within 1900-2100', async () => {
    const refused = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/work-orders?${query}`, headers });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json() as { errors: { field: string; message: string }[] };
      return body.errors.map((error) => `${error.field}: ${error.message}`);
    };
    expect(await refused('dueAfter=today')).toEqual(['dueAfter: dueAfter must be an ISO date or date-time']);
    expect(await refused('dueBefore=2026-03-10T25:00:00Z')).toEqual([
      'dueBefore: dueBefore must be an ISO date or date-time',
    ]);
    expect(await refused('dueBefore=2101-01-01T00:00:00Z')).toEqual([
      'dueBefore: dueBefore must be between 1900-01-01 and 2100-12-31',
    ]);
    expect(await refused('dueAfter=1899-12-31T23:59:59Z&limit=5')).toEqual([
      'dueAfter: dueAfter must be between 1900-01-01 and 2100-12-31',
    ]);
    // An empty value is the filter not sent.
    expect((await list('/api/work-orders', { ...current, dueAfter: '', dueBefore: '' })).total).toBe(6);
  });
});
