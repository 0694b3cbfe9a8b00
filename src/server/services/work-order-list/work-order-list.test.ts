import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkOrderListQuerySchema } from '#shared/schemas/list-query.ts';
import { insertWorkOrder } from '#tooling/test-server/fixtures.ts';
import { insertEmployee } from '#tooling/test-server/test-app.ts';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import type { Database } from '../../db/client.ts';
import { listWorkOrders } from './index.ts';

// The three ways a page is read (whole list, index walk with ids first, one pass over the matches of
// a search or an employee filter) must agree on order, paging and totals.
let database: Database;
/** Newest first, as the lists sort by default. */
let harbor: number[];
let everyOrder: number[];
let techOrders: number[];
let techId: number;

const minute = 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
  const tech = await insertEmployee(database, { employeeType: 'plumber' });
  techId = tech.id;
  const created: { id: number; harbor: boolean; tech: boolean }[] = [];
  for (let n = 0; n < 12; n++) {
    const isHarbor = n % 2 === 0;
    const isTech = n % 3 === 0;
    const row = await insertWorkOrder(
      database,
      {
        title: isHarbor ? `Harbor Street leak ${n}` : `Backflow test ${n}`,
        status: n % 4 === 3 ? 'completed' : 'open',
        // Two orders share a creation time: the id decides between them.
        createdAt: new Date(Date.UTC(2026, 0, 1) + Math.min(n, 10) * minute),
      },
      isTech ? [tech.id] : [],
    );
    created.push({ id: row.id, harbor: isHarbor, tech: isTech });
  }
  const newestFirst = [...created].reverse();
  everyOrder = newestFirst.map((row) => row.id);
  harbor = newestFirst.filter((row) => row.harbor).map((row) => row.id);
  techOrders = newestFirst.filter((row) => row.tech).map((row) => row.id);
});
afterAll(async () => {
  await database.close();
});

function query(params: Record<string, string>) {
  return WorkOrderListQuerySchema.parse(params);
}

async function page(params: Record<string, string>) {
  const { rows, total } = await listWorkOrders(database.db, 'all', query(params));
  return { ids: rows.map((row) => row.id), total };
}

describe('listWorkOrders paging', () => {
  it('pages the index-ordered list with the whole total, deep pages included', async () => {
    expect(await page({ limit: '5' })).toEqual({ ids: everyOrder.slice(0, 5), total: 12 });
    expect(await page({ limit: '5', offset: '10' })).toEqual({ ids: everyOrder.slice(10), total: 12 });
    expect(await page({ limit: '5', offset: '20' })).toEqual({ ids: [], total: 12 });
    expect(await page({ limit: '3', sort: 'createdAt' })).toEqual({
      ids: [...everyOrder].reverse().slice(0, 3),
      total: 12,
    });
  });

  it('pages a search with its total from the same pass, and past the end', async () => {
    expect(await page({ search: 'harbor' })).toEqual({ ids: harbor, total: 6 });
    expect(await page({ search: 'harbor', limit: '4' })).toEqual({ ids: harbor.slice(0, 4), total: 6 });
    expect(await page({ search: 'harbor', limit: '4', offset: '4' })).toEqual({
      ids: harbor.slice(4),
      total: 6,
    });
    expect(await page({ search: 'harbor', limit: '4', offset: '8' })).toEqual({ ids: [], total: 6 });
    expect(await page({ search: 'no such words', limit: '4' })).toEqual({ ids: [], total: 0 });
    const completedHarbor = await page({ search: 'harbor', status: 'completed', limit: '10' });
    expect(completedHarbor.total).toBe(completedHarbor.ids.length);
    expect(completedHarbor.ids.every((id) => harbor.includes(id))).toBe(true);
  });

  it('pages an employee filter the same way as its whole list', async () => {
    const assignee = String(techId);
    expect(await page({ assignee })).toEqual({ ids: techOrders, total: 4 });
    expect(await page({ assignee, limit: '3' })).toEqual({ ids: techOrders.slice(0, 3), total: 4 });
    expect(await page({ assignee, limit: '3', offset: '3' })).toEqual({ ids: techOrders.slice(3), total: 4 });
    expect(await page({ assignee, limit: '3', offset: '9' })).toEqual({ ids: [], total: 4 });
  });
});
