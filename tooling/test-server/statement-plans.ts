import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';

/** One statement a service sent, as drizzle logged it. */
export type RecordedStatement = { sql: string; params: unknown[] };

/**
 * A drizzle instance over `client` that records every statement it runs, so a plan test can ask
 * PostgreSQL how it plans exactly what a service sends.
 */
export function recordingDb(client: pg.Pool): { db: Db; recorded: RecordedStatement[] } {
  const recorded: RecordedStatement[] = [];
  const db = drizzle({
    client,
    schema,
    logger: { logQuery: (text, values) => void recorded.push({ sql: text, params: values }) },
  }) as unknown as Db;
  return { db, recorded };
}

/**
 * The JSON plan of a recorded statement, run as a named statement (as the portal runs it) under
 * the connection's current settings; `analyze` runs it too.
 */
export async function planOf<Plan>(
  connection: pg.PoolClient,
  { sql: text, params: values }: RecordedStatement,
  { analyze = false }: { analyze?: boolean } = {},
): Promise<Plan> {
  await connection.query(`prepare page_statement as ${text}`);
  try {
    // EXECUTE takes its arguments as literals: EXPLAIN accepts no bound parameters.
    const args = values.map((value) => connection.escapeLiteral(String(value))).join(', ');
    const { rows } = await connection.query<{ 'QUERY PLAN': [{ Plan: Plan }] }>(
      `explain (${analyze ? 'analyze, ' : ''}format json) execute page_statement${args ? `(${args})` : ''}`,
    );
    const plan = rows[0]?.['QUERY PLAN'][0].Plan;
    if (!plan) throw new Error('no plan');
    return plan;
  } finally {
    await connection.query('deallocate page_statement');
  }
}
