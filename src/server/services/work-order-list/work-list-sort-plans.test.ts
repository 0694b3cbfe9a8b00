import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkOrderListQuerySchema } from '#shared/schemas/list-query.ts';
import { planOf, recordingDb } from '#tooling/test-server/statement-plans.ts';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import type { Database } from '../../db/client.ts';
import { listPausedJobs, listWorkOrders, type WorkOrderScope } from './index.ts';

// The work lists' sorts are read from an index (migration 0012, ADR 051): a page is the first
// entries of an index walk, never every matching row sorted. Years of completed history with a few
// percent of work still open, as five years of data look; the plans are PostgreSQL's own.
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const ORDERS = 30_000;
const OPEN_FROM = ORDERS - 1800;
const PAGE = 50;

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
};

/** Each Sort that sorts more rows than a page (and one to tell a next page), and each full scan of work_orders. */
function wholeSorts(node: PlanNode, found: string[] = []): string[] {
  const input = node.Plans?.[0];
  if (node['Node Type'] === 'Sort' && input && input['Actual Rows'] > PAGE + 1) {
    found.push(`Sort of ${input['Actual Rows']} rows from ${input['Node Type']}`);
  }
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'work_orders')
    found.push('Seq Scan on work_orders');
  for (const child of node.Plans ?? []) wholeSorts(child, found);
  return found;
}

describe.skipIf(!onPostgres)('the work lists sorted on PostgreSQL', () => {
  let database: Database;
  let client: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      insert into work_orders (work_order_id, title, status, priority, type, due_date, paused_at, created_at)
      select n::text, 'Order ' || n, status,
        case when n % 7 = 0 then 'urgent' else 'normal' end,
        case when n % 5 = 0 then 'follow-up' else 'task' end,
        case when n % 3 <> 0 then created + (n % 14) * interval '1 day' end,
        case when status = 'on-hold' then now() - (n % 90) * interval '1 day' end,
        created
      from (
        select n, now() - (${ORDERS} - n) * interval '80 minutes' as created,
          case when n <= ${OPEN_FROM} then 'completed'
            when n % 10 < 5 then 'open' when n % 10 < 8 then 'in-progress' else 'on-hold' end as status
        from generate_series(1, ${ORDERS}) n
      ) g`);
    // Vacuumed as autovacuum keeps a real table: index-only walks are costed by the visibility map.
    await database.db.execute(sql`vacuum analyze work_orders`);
    client = (database.db as unknown as { $client: pg.Pool }).$client;
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  /** The statements one call of the list service runs, as the routes call it. */
  async function statementsOf(scope: WorkOrderScope, params: Record<string, string>) {
    const { db, recorded } = recordingDb(client);
    const query = WorkOrderListQuerySchema.parse({ limit: String(PAGE), ...params });
    const answer =
      scope === 'on-hold' ? await listPausedJobs(db, query) : await listWorkOrders(db, scope, query);
    return { recorded, answer };
  }

  const LISTS: [string, WorkOrderScope, Record<string, string>, string[]][] = [
    ['Current Tasks', 'all', { status: 'open,in-progress' }, ['dueDate', 'priority', '-createdAt']],
    ['follow-up', 'need-follow-up', {}, ['dueDate', 'priority', '-createdAt']],
    ['Paused Jobs', 'on-hold', {}, ['dueDate', 'priority', '-createdAt', 'pausedAt']],
  ];
  const CASES = LISTS.flatMap(([list, scope, params, sorts]) =>
    sorts.map((sort): [string, WorkOrderScope, Record<string, string>] => [
      `${list} sort=${sort}`,
      scope,
      { ...params, sort },
    ]),
  );

  it.each(CASES)(
    '%s: the first page and the next one by cursor walk an index, sorting no more than a page',
    async (_name, scope, params) => {
      const first = await statementsOf(scope, params);
      expect(first.answer.rows).toHaveLength(PAGE);
      const cursor = first.answer.nextCursor;
      expect(cursor).toBeDefined();
      const next = await statementsOf(scope, { ...params, cursor: cursor ?? '' });
      const connection = await client.connect();
      try {
        const pages = [
          ...first.recorded.map((statement) => ({ ...statement, generic: true })),
          ...next.recorded.map((statement) => ({ ...statement, generic: false })),
        ];
        for (const { generic, ...statement } of pages) {
          // The plans PostgreSQL may run a named statement with (ADR 038): the first runs' custom
          // plans, for these values, and the generic plan it keeps after them, for any values. A
          // page after a cursor is checked in its custom plan only: a generic plan cannot see how
          // far into the list the cursor is, and may still sort the rest of a list.
          for (const mode of generic ? ['force_custom_plan', 'force_generic_plan'] : ['force_custom_plan']) {
            await connection.query(`set plan_cache_mode = ${mode}`);
            const plan = await planOf<PlanNode>(connection, statement, { analyze: true });
            expect(wholeSorts(plan), `${mode}: ${statement.sql.slice(0, 300)}`).toEqual([]);
          }
        }
      } finally {
        await connection.query('reset plan_cache_mode');
        connection.release();
      }
    },
  );
});
