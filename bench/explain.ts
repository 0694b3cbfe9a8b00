import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema.ts';
import { listPausedJobs, listWorkOrders } from '../src/server/services/work-order-list/index.ts';
import { WorkOrderListQuerySchema } from '../src/shared/schemas/list-query.ts';
import type { LoadCase } from './cases.ts';

export type ExplainedStatement = {
  caseName: string;
  sql: string;
  params: unknown[];
  plan: string;
  /** Plan lines that read a whole big table. */
  fullScans: string[];
};

/** A sequential scan of a big table (the search documents are one per order), parallel or not, under any alias. */
const FULL_SCAN = /Seq Scan on (work_orders|work_order_search|comments)\b/;

export type RecordedStatement = { sql: string; params: unknown[] };

/**
 * Runs the list service exactly as the routes do, over a drizzle instance whose logger records
 * every statement with its parameters, so the plans below are those of the real SQL. With `calls`
 * above 1 the service runs that many times on the same instance and the last call's statements
 * are answered: what a warm server runs per request (totals it shares between requests left out).
 */
export async function recordStatements(
  pool: pg.Pool,
  spec: Pick<LoadCase, 'name' | 'list'>,
  calls = 1,
): Promise<RecordedStatement[]> {
  let recorded: RecordedStatement[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => void recorded.push({ sql, params }) },
  }) as unknown as Db;
  if (!spec.list) throw new Error(`${spec.name} is not a list case`);
  for (let call = 0; call < calls; call++) {
    recorded = [];
    const query = WorkOrderListQuerySchema.parse(spec.list.params);
    if (spec.list.scope === 'on-hold') await listPausedJobs(db, query);
    else await listWorkOrders(db, spec.list.scope, query);
  }
  return recorded;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement the list cases run. With `forceIndexes` (small
 * quick data, where a seq scan is rightly cheaper) the planner may not pick a seq scan unless no
 * index can answer the query, so a surviving one still means a missing index.
 */
export async function explainListCases(
  url: string,
  cases: LoadCase[],
  options: { forceIndexes: boolean },
): Promise<ExplainedStatement[]> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const explained: ExplainedStatement[] = [];
  try {
    for (const spec of cases) {
      const statements = await recordStatements(pool, spec);
      const client = await pool.connect();
      try {
        if (options.forceIndexes) await client.query('set enable_seqscan = off');
        for (const { sql, params } of statements) {
          const result = await client.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers) ${sql}`,
            params,
          );
          const lines = result.rows.map((row) => row['QUERY PLAN']);
          explained.push({
            caseName: spec.name,
            sql,
            params,
            plan: lines.join('\n'),
            fullScans: lines.filter((line) => FULL_SCAN.test(line)).map((line) => line.trim()),
          });
        }
      } finally {
        client.release(true);
      }
    }
  } finally {
    await pool.end();
  }
  return explained;
}

function shorten(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > length ? `${flat.slice(0, length)}...` : flat;
}

export function printPlans(explained: ExplainedStatement[]): void {
  let current = '';
  for (const statement of explained) {
    if (statement.caseName !== current) {
      current = statement.caseName;
      console.log(`\n=== EXPLAIN: ${current}`);
    }
    console.log(`\n-- ${shorten(statement.sql, 240)}`);
    if (statement.params.length > 0)
      console.log(`-- params: ${shorten(JSON.stringify(statement.params), 240)}`);
    console.log(statement.plan);
  }
}
