import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkOrderListQuerySchema } from '#shared/schemas/list-query.ts';
import { planOf, recordingDb } from '#tooling/test-server/statement-plans.ts';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import type { Database } from '../../db/client.ts';
import { listWorkOrders } from './index.ts';

// A search of digits only (a job number, phone or house number) matches few documents, but the
// planner's estimate for a number its statistics do not name is a guess, and a high one makes a page
// walk work_order_search's key index newest first, testing every document when nothing matches
// (hundreds of milliseconds on five years of orders). Such a page finds its matches in the GIN index
// first, whatever the estimate. The test plans each statement with sorting disabled, which makes the
// walk the planner's choice wherever a statement still leaves it one.
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const ORDERS = 3000;
const WALKED = /^work_order_search_(created|completed)_idx$/;

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };

function keyIndexWalks(node: PlanNode, found: string[] = []): string[] {
  if (node['Index Name'] && WALKED.test(node['Index Name']))
    found.push(`${node['Node Type']} on ${node['Index Name']}`);
  for (const child of node.Plans ?? []) keyIndexWalks(child, found);
  return found;
}

describe.skipIf(!onPostgres)('a digits-only search page on PostgreSQL', () => {
  let database: Database;
  let client: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      insert into work_orders (work_order_id, title, description, customer_phone, status, completed_at, created_at)
      select (40000 + n)::text, 'Water heater ' || n, 'Unit ' || (n % 97) || ' at ' || (100 + n % 500) || ' Main St',
        '555-' || lpad((n % 1000)::text, 3, '0') || '-' || lpad(n::text, 4, '0'),
        case when n % 10 < 8 then 'completed' else 'open' end,
        case when n % 10 < 8 then now() - (${ORDERS} - n) * interval '80 minutes' end,
        now() - (${ORDERS} - n) * interval '80 minutes'
      from generate_series(1, ${ORDERS}) n`);
    await database.db.execute(sql`vacuum analyze work_orders`);
    await database.db.execute(sql`vacuum analyze work_order_search`);
    client = (database.db as unknown as { $client: pg.Pool }).$client;
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  async function walksOf(params: Record<string, string>): Promise<string[]> {
    const { db, recorded } = recordingDb(client);
    await listWorkOrders(db, 'all', WorkOrderListQuerySchema.parse({ limit: '50', ...params }));
    const connection = await client.connect();
    const walks: string[] = [];
    try {
      await connection.query('set enable_sort = off');
      for (const statement of recorded)
        walks.push(...keyIndexWalks(await planOf<PlanNode>(connection, statement)));
    } finally {
      await connection.query('reset enable_sort');
      connection.release();
    }
    return walks;
  }

  it.each([
    ['a phone number', { search: '5557646618' }],
    ['a job number', { search: '41234' }],
    ['a job number in open work', { search: '41234', status: 'open,in-progress' }],
    ['a part number in completed work', { search: '2500', status: 'completed' }],
    ['two numbers, newest first', { search: '2500 1234', sort: '-createdAt' }],
  ])(
    '%s finds its matches in the GIN index, never walking every document in key order',
    async (_name, params) => {
      expect(await walksOf(params)).toEqual([]);
    },
  );

  it('a search with a word still walks the key index, stopping after a page', async () => {
    expect(await walksOf({ search: 'water heater' })).not.toEqual([]);
  });
});
