import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOf, recordingDb } from '#tooling/test-server/statement-plans.ts';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import type { Database } from '../../db/client.ts';
import { getScheduleTray } from './schedule-tray.ts';

// The Unscheduled tray over years of history: a few percent of the orders are open, a third of
// those have a visit to come, and every other order had one long ago. Its page is the first entries
// of the open work, each asked of visits_upcoming_idx; the plans are PostgreSQL's own.
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const ORDERS = 30_000;
const OPEN_FROM = ORDERS - 1200;
const PAGE = 50;

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Actual Rows': number; Plans?: PlanNode[] };

/** Each Sort of more rows than a page, and each full scan of work_orders or visits. */
function wholeReads(node: PlanNode, found: string[] = []): string[] {
  const input = node.Plans?.[0];
  if (node['Node Type'] === 'Sort' && input && input['Actual Rows'] > PAGE) {
    found.push(`Sort of ${input['Actual Rows']} rows`);
  }
  if (node['Node Type'] === 'Seq Scan') found.push(`Seq Scan on ${node['Relation Name']}`);
  for (const child of node.Plans ?? []) wholeReads(child, found);
  return found;
}

describe.skipIf(!onPostgres)('the Unscheduled tray on PostgreSQL', () => {
  let database: Database;
  let client: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      insert into work_orders (work_order_id, title, status, priority, due_date, paused_at)
      select n::text, 'Order ' || n,
        case when n <= ${OPEN_FROM} then 'completed' when n % 4 = 0 then 'on-hold'
          when n % 4 = 1 then 'in-progress' else 'open' end,
        case when n % 7 = 0 then 'urgent' else 'normal' end,
        case when n % 3 <> 0 then now() + (n % 30) * interval '1 day' end,
        case when n > ${OPEN_FROM} and n % 4 = 0 then now() - (n % 90) * interval '1 day' end
      from generate_series(1, ${ORDERS}) n`);
    await database.db.execute(sql`
      insert into visits (work_order_id, starts_at, ends_at, window_start, window_end, status)
      select id, at, at + interval '2 hours', at, at + interval '2 hours',
        case when status = 'completed' then 'done' else 'scheduled' end
      from (select id, status, case when status = 'completed' then now() - interval '400 days'
          else now() + interval '1 day' end as at
        from work_orders where (status = 'completed' and id % 2 = 0) or (status <> 'completed' and id % 3 = 0)) o`);
    await database.db.execute(sql`vacuum analyze work_orders`);
    await database.db.execute(sql`vacuum analyze visits`);
    client = (database.db as unknown as { $client: pg.Pool }).$client;
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('reads the tray from open work only, never the whole history of orders or visits', async () => {
    const { db, recorded } = recordingDb(client);
    const tray = await getScheduleTray(db, { limit: PAGE });
    expect(tray.unscheduled).toHaveLength(PAGE);
    expect(tray.unscheduledTotal).toBeGreaterThan(PAGE);
    const connection = await client.connect();
    try {
      for (const statement of recorded) {
        const plan = await planOf<PlanNode>(connection, statement, { analyze: true });
        // Open work (a few percent of the orders) is read from the index of work not completed and
        // sorted: a sort of at most the open orders is allowed, never a scan of every order or visit.
        const found = wholeReads(plan).filter(
          (read) => !read.startsWith('Sort') || Number(read.split(' ')[2]) > ORDERS - OPEN_FROM,
        );
        expect(found, statement.sql.slice(0, 300)).toEqual([]);
      }
    } finally {
      connection.release();
    }
  });
});
