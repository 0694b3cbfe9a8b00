import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORK_ORDER_SORTS } from '#shared/domain/work-order-sorts.ts';
import { encodeWorkOrderCursor } from '#shared/schemas/work-order-cursor.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { workOrders } from '../db/schema.ts';

// Keyset cursors (ADR 037): a list walked by cursor gives exactly the rows a walk by offset gives,
// for every sort, with ties in the sort key, null due dates and times a microsecond apart.
let t: TestApp;
let headers: Record<string, string>;

const T0 = Date.UTC(2026, 0, 1);
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const STATUSES = ['open', 'in-progress', 'on-hold', 'completed'] as const;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await signedIn(t, 'office')).headers;
  for (let n = 0; n < 24; n++) {
    const status = STATUSES[n % 4] ?? 'open';
    const row = await insertWorkOrder(t.database, {
      // Completed work may repeat a job #: ties in the job # sort too.
      workOrderId: status === 'completed' ? `J-${n % 2}` : `J-${100 + n}`,
      status,
      priority: n % 5 === 0 ? 'urgent' : 'normal',
      type: n % 6 === 0 ? 'follow-up' : 'task',
      // Three orders to each creation time, a third without a due date, due dates shared.
      createdAt: new Date(T0 + Math.floor(n / 3) * minute),
      dueDate: n % 3 === 0 ? null : new Date(T0 + 10 * day + (n % 4) * day),
      completedAt:
        status === 'completed' && n % 8 !== 3 ? new Date(T0 + 20 * day + Math.floor(n / 8) * hour) : null,
      pausedAt: status === 'on-hold' && n % 8 !== 2 ? new Date(T0 + 30 * day + (n % 3) * hour) : null,
    });
    await t.database.db.execute(
      sql`update ${workOrders} set updated_at = ${new Date(T0 + 40 * day + (n % 5) * minute)} where id = ${row.id}`,
    );
    // The newest three were created a few microseconds apart: a cursor kept to the millisecond
    // would repeat or skip them.
    if (n >= 21) {
      await t.database.db.execute(
        sql`update ${workOrders} set created_at = created_at + ${`${n - 20} microseconds`}::interval where id = ${row.id}`,
      );
    }
  }
  // A deleted order is in no list, by offset or by cursor.
  await insertWorkOrder(t.database, { createdAt: new Date(T0), deletedAt: new Date() });
});
afterAll(async () => {
  await t.close();
});

const LISTS = ['/api/work-orders', '/api/work-orders/on-hold', '/api/work-orders-need-follow-up'] as const;

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const ids = (response.json() as { id: number }[]).map((row) => row.id);
  const cursor = response.headers['x-next-cursor'] as string | undefined;
  return { ids, cursor, link: response.headers.link as string | undefined, response };
}

const urlOf = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;

async function walkByOffset(path: string, params: Record<string, string>, limit: number) {
  const ids: number[] = [];
  for (;;) {
    const page = await get(urlOf(path, { ...params, limit: String(limit), offset: String(ids.length) }));
    ids.push(...page.ids);
    if (page.ids.length < limit) return ids;
  }
}

async function walkByCursor(path: string, params: Record<string, string>, limit: number) {
  const ids: number[] = [];
  let page = await get(urlOf(path, { ...params, limit: String(limit) }));
  for (;;) {
    ids.push(...page.ids);
    if (!page.cursor) {
      expect(page.link).toBeUndefined();
      return ids;
    }
    const next = urlOf(path, { ...params, limit: String(limit), cursor: page.cursor });
    expect(page.link).toBe(`<${next}>; rel="next"`);
    expect(page.ids).toHaveLength(limit);
    page = await get(next);
  }
}

describe('walking a list by cursor', () => {
  it.each(WORK_ORDER_SORTS)('gives the rows of the walk by offset, sort=%s, on every list', async (sort) => {
    const cases: [string, Record<string, string>][] = [
      ...LISTS.map((path): [string, Record<string, string>] => [path, { sort }]),
      ['/api/work-orders', { sort, status: 'open,in-progress' }],
      ['/api/work-orders', { sort, priority: 'urgent' }],
      ['/api/work-orders', { sort, type: 'task', status: 'completed,on-hold' }],
    ];
    for (const [path, params] of cases) {
      const whole = (await get(urlOf(path, params))).ids;
      expect(whole.length, `${path} ${JSON.stringify(params)}`).toBeGreaterThan(2);
      for (const limit of [1, 4]) {
        const what = `${path} ${JSON.stringify(params)} limit ${limit}`;
        expect(await walkByOffset(path, params, limit), what).toEqual(whole);
        expect(await walkByCursor(path, params, limit), what).toEqual(whole);
      }
    }
  });

  it('sends the next cursor only when more rows follow: none on the last page, even a full one', async () => {
    const whole = (await get('/api/work-orders')).ids;
    expect(whole).toHaveLength(24);
    const full = await get(`/api/work-orders?limit=${whole.length}`);
    expect(full.ids).toEqual(whole);
    expect(full.cursor).toBeUndefined();
    expect(full.link).toBeUndefined();
    const short = await get(`/api/work-orders?limit=${whole.length - 1}`);
    expect(short.cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(short.response.headers['access-control-expose-headers']).toBe(
      'x-total-count, x-next-cursor, link',
    );
    const last = await get(`/api/work-orders?limit=${whole.length - 1}&cursor=${short.cursor}`);
    expect(last.ids).toEqual(whole.slice(-1));
    expect(last.cursor).toBeUndefined();
    expect(Number(last.response.headers['x-total-count'])).toBe(24);
    // Offset pages give the cursor too; the whole list (no limit) and a search's pages do not.
    expect((await get('/api/work-orders?limit=5&offset=5')).cursor).toBeDefined();
    expect((await get('/api/work-orders')).cursor).toBeUndefined();
    const search = await get('/api/work-orders?limit=2&search=J-1');
    expect(search.ids).toHaveLength(2);
    expect(search.cursor).toBeUndefined();
  });

  it('neither repeats nor skips a row when an order is created at the top during the walk', async () => {
    const whole = (await get('/api/work-orders')).ids;
    const first = await get('/api/work-orders?limit=5');
    const created = await insertWorkOrder(t.database, { title: 'Created while scrolling' });
    try {
      const ids = [...first.ids];
      let cursor = first.cursor;
      while (cursor) {
        const page = await get(`/api/work-orders?limit=5&cursor=${cursor}`);
        ids.push(...page.ids);
        cursor = page.cursor;
      }
      expect(ids).toEqual(whole);
      // By offset the same walk shows the last row of the first page again.
      const second = await get('/api/work-orders?limit=5&offset=5');
      expect(second.ids[0]).toBe(first.ids[4]);
    } finally {
      await t.database.db.delete(workOrders).where(sql`${workOrders.id} = ${created.id}`);
    }
  });
});

describe('a cursor the list did not give', () => {
  async function refused(url: string) {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as { message: string; errors: { field: string; message: string }[] };
    expect(body.errors.map((error) => error.field)).toEqual(['cursor']);
    return body.message;
  }

  it('is a 400 naming cursor: garbage, a changed character, an unreadable key, too long', async () => {
    const { cursor } = await get('/api/work-orders?limit=3');
    if (!cursor) throw new Error('no cursor');
    const notGiven = /^cursor is not one this list gave/;
    expect(await refused('/api/work-orders?limit=3&cursor=not-a-cursor')).toMatch(notGiven);
    expect(await refused('/api/work-orders?limit=3&cursor=%F0%9F%92%A7')).toMatch(notGiven);
    expect(await refused(`/api/work-orders?limit=3&cursor=${cursor.slice(0, -2)}`)).toMatch(notGiven);
    const changed = `${cursor.slice(0, 10)}${cursor[10] === 'A' ? 'B' : 'A'}${cursor.slice(11)}`;
    expect(await refused(`/api/work-orders?limit=3&cursor=${changed}`)).toMatch(notGiven);
    // Its content edited, checksum and all: still only values the server could have written.
    const forged = [
      { sort: '-createdAt', key: ['2026-13-01T00:00:00.000000Z'], id: 1 },
      { sort: '-createdAt', key: ['2026-02-30T00:00:00.000000Z'], id: 1 },
      { sort: '-createdAt', key: [null], id: 1 },
      { sort: '-createdAt', key: ['2026-01-01T00:00:00.000000Z'], id: 2_147_483_648 },
      { sort: 'workOrderId', key: ['J-\u0000'], id: 1 },
      { sort: 'priority', key: ['2026-01-01T00:00:00.000000Z'], id: 1 },
    ] as const;
    for (const content of forged) {
      const text = encodeWorkOrderCursor(content as never);
      expect(await refused(`/api/work-orders?limit=3&sort=${content.sort}&cursor=${text}`)).toMatch(notGiven);
    }
    expect(await refused(`/api/work-orders?limit=3&cursor=${'A'.repeat(513)}`)).toBe(
      'cursor must be at most 512 characters',
    );
  });

  it('is a 400 with another sort, with offset, without limit, with search or assignee', async () => {
    const { cursor } = await get('/api/work-orders?limit=3');
    expect(await refused(`/api/work-orders?limit=3&sort=dueDate&cursor=${cursor}`)).toBe(
      'cursor belongs to sort=-createdAt, not sort=dueDate: ask for the first page again',
    );
    const dueCursor = (await get('/api/work-orders?limit=3&sort=dueDate')).cursor;
    expect(await refused(`/api/work-orders?limit=3&cursor=${dueCursor}`)).toMatch(/not sort=-createdAt/);
    expect(await refused(`/api/work-orders?limit=3&offset=3&cursor=${cursor}`)).toBe(
      'cursor and offset cannot be combined: send one of them',
    );
    expect(await refused(`/api/work-orders?cursor=${cursor}`)).toBe('cursor needs a limit');
    expect(await refused(`/api/work-orders?limit=3&search=J&cursor=${cursor}`)).toBe(
      'cursor cannot be used with search or assignee: page those with offset',
    );
    expect(await refused(`/api/work-orders?limit=3&assignee=1&cursor=${cursor}`)).toMatch(
      /search or assignee/,
    );
    expect(await refused(`/api/work-orders/on-hold?limit=3&offset=1&cursor=${cursor}`)).toMatch(/offset/);
    // offset=0 and an empty offset are the first page's offset: accepted with a cursor.
    expect((await get(`/api/work-orders?limit=3&offset=0&cursor=${cursor}`)).ids).toHaveLength(3);
    expect((await get(`/api/work-orders?limit=3&offset=&cursor=${cursor}`)).ids).toHaveLength(3);
  });
});
