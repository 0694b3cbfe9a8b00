import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkOrderListQuerySchema } from '#shared/schemas/list-query.ts';
import { portalPoolOn } from '#tooling/test-server/portal-pool.ts';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import type { Database, Db } from '../../db/client.ts';
import type { createPool } from '../../db/postgres-pool.ts';
import { listWorkOrders } from './index.ts';

// ADR 040: a list page's row limit is in its text, so PostgreSQL keeps one generic plan for the
// named statement (ADR 038) instead of planning it on every request. With `limit $n` the generic
// plan is costed for a tenth of the table, so over a few thousand orders every run was planned anew.
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

describe.skipIf(!onPostgres)('list page statements on PostgreSQL', () => {
  let database: Database;
  let pool: ReturnType<typeof createPool>;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      insert into work_orders (work_order_id, title, status, created_at)
      select 'WO-' || n, 'Order ' || n, case when n % 3 = 0 then 'open' else 'completed' end,
        now() - n * interval '1 hour'
      from generate_series(1, 3000) n`);
    await database.db.execute(sql`analyze work_orders`);
    ({ pool, db } = portalPoolOn(database));
  });
  afterAll(async () => {
    await pool.end();
    await database.close();
  });

  it('keep one generic plan for the first page, a filtered page and a page after a cursor', async () => {
    const list = (params: Record<string, string>) =>
      listWorkOrders(db, 'all', WorkOrderListQuerySchema.parse({ limit: '50', ...params }));
    const first = await list({});
    expect(first.rows).toHaveLength(50);
    const cursor = first.nextCursor ?? '';
    for (let run = 0; run < 8; run++) {
      expect((await list({})).rows[0]?.workOrderId).toBe('WO-1');
      expect((await list({ status: 'open' })).rows).toHaveLength(50);
      expect((await list({ cursor })).rows[0]?.workOrderId).toBe('WO-51');
    }
    const { rows } = (await pool.query(
      `select statement, generic_plans::int as generic, custom_plans::int as custom
       from pg_prepared_statements where statement like '%from "work_orders" where "work_orders"."id" in%'`,
    )) as { rows: { statement: string; generic: number; custom: number }[] };
    // The first page, the status page and the cursor page: three texts, each run 8 or 9 times and
    // planned generically after its first five runs.
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.custom, row.statement.slice(-200)).toBe(5);
      expect(row.generic, row.statement.slice(-200)).toBeGreaterThanOrEqual(3);
    }
  });
});
