import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkOrderListQuerySchema } from '#shared/schemas/list-query.ts';
import { planOf, recordingDb } from '#tooling/test-server/statement-plans.ts';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import type { Database } from '../../db/client.ts';
import { listWorkOrders } from '../work-order-list/index.ts';

// "Finished, awaiting review" over years of hand-backs: every order has one, a few dozen wait for
// review. The filter and its count must read the waiting ones from their partial index, never
// every hand-back or every order; the plans are PostgreSQL's own.
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const ORDERS = 20_000;
const WAITING_EVERY = 500;

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

function nodes(node: PlanNode, found: PlanNode[] = []): PlanNode[] {
  found.push(node);
  for (const child of node.Plans ?? []) nodes(child, found);
  return found;
}

describe.skipIf(!onPostgres)('the awaiting-review filter on PostgreSQL', () => {
  let database: Database;
  let client: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      insert into work_orders (work_order_id, title, status)
      select n::text, 'Order ' || n, case when n % ${WAITING_EVERY} = 0 then 'in-progress' else 'completed' end
      from generate_series(1, ${ORDERS}) n`);
    await database.db.execute(sql`
      insert into visits (work_order_id, starts_at, ends_at, window_start, window_end, status)
      select id, now() - interval '30 days', now() - interval '29 days', now() - interval '30 days',
        now() - interval '29 days', 'done'
      from work_orders`);
    await database.db.execute(sql`
      insert into visit_hand_backs (visit_id, work_order_id, work_done, arrived_at, left_at, minutes_on_site,
        sign_off_kind, not_present_reason, outcome, signed_at, content_sha256, status)
      select v.id, v.work_order_id, 'Fixed', v.starts_at, v.ends_at, 60, 'customer-not-present', 'Away',
        'done', v.ends_at, repeat('0', 64),
        case when v.work_order_id % ${WAITING_EVERY} = 0 then 'awaiting-review' else 'reviewed' end
      from visits v`);
    await database.db.execute(sql`vacuum analyze work_orders`);
    await database.db.execute(sql`vacuum analyze visit_hand_backs`);
    client = (database.db as unknown as { $client: pg.Pool }).$client;
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('reads the waiting hand-backs from their partial index, with no scan of every hand-back', async () => {
    const { db, recorded } = recordingDb(client);
    const page = await listWorkOrders(
      db,
      'all',
      WorkOrderListQuerySchema.parse({ handBack: 'awaiting-review', limit: '20' }),
    );
    expect(page.total).toBe(ORDERS / WAITING_EVERY);
    const connection = await client.connect();
    try {
      const plans = [];
      for (const statement of recorded) plans.push(nodes(await planOf<PlanNode>(connection, statement)));
      const all = plans.flat();
      expect(all.some((node) => node['Index Name'] === 'visit_hand_backs_awaiting_review_idx')).toBe(true);
      const scans = all
        .filter((node) => node['Node Type'] === 'Seq Scan')
        .map((node) => node['Relation Name']);
      expect(scans).not.toContain('visit_hand_backs');
      expect(scans).not.toContain('work_orders');
    } finally {
      connection.release();
    }
  });
});
