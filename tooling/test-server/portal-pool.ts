import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, Db } from '#server/db/client.ts';
import { createPool } from '#server/db/postgres-pool.ts';
import * as schema from '#server/db/schema.ts';

/**
 * A drizzle instance over the portal's own pool (one connection, ADR 038's named statements) on a
 * PostgreSQL test database, for tests that read `pg_prepared_statements`: the test database's
 * plain pool names nothing. The caller ends the pool.
 */
export function portalPoolOn(database: Database): { pool: ReturnType<typeof createPool>; db: Db } {
  const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString ?? '';
  const pool = createPool(url, 1, { connectMs: 2000, queryMs: 2000 }, () => {});
  return { pool, db: drizzle({ client: pool, schema }) as unknown as Db };
}
