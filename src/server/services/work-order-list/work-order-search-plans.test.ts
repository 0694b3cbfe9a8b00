import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkOrderListQuerySchema } from '#shared/schemas/list-query.ts';
import { insertWorkOrder } from '#tooling/test-server/fixtures.ts';
import { portalPoolOn } from '#tooling/test-server/portal-pool.ts';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import type { Database, Db } from '../../db/client.ts';
import type { createPool } from '../../db/postgres-pool.ts';
import { listWorkOrders } from './index.ts';

// ADR 035 with ADR 038: plain SELECTs run as named statements, which PostgreSQL plans once for all
// values after five runs. A search page must be planned for its own words (an index walk for a
// common word, a GIN lookup for a rare one), so its statements are never named.
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

describe.skipIf(!onPostgres)('search statements on PostgreSQL', () => {
  let database: Database;
  let pool: ReturnType<typeof createPool>;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertWorkOrder(database, {
      title: 'Thermocouple swap',
      status: 'completed',
      completedAt: new Date(),
    });
    ({ pool, db } = portalPoolOn(database));
  });
  afterAll(async () => {
    await pool.end();
    await database.close();
  });

  it('are planned for each search, while a plain list page stays named', async () => {
    const list = (params: Record<string, string>) =>
      listWorkOrders(db, 'all', WorkOrderListQuerySchema.parse({ limit: '50', ...params }));
    for (let run = 0; run < 7; run++) {
      expect((await list({ status: 'completed', search: 'thermo' })).total).toBe(1);
      expect((await list({ search: 'thermocouple 4546', sort: '-createdAt' })).total).toBe(0);
      await list({});
    }
    const { rows } = (await pool.query('select statement from pg_prepared_statements')) as {
      rows: { statement: string }[];
    };
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.statement.includes('work_order_search'))).toEqual([]);
  });
});
