import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { Database } from './client.ts';
import { pgliteClientOf } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Any fixed number: every server process takes the same lock, so only one migrates at a time; the
 * demo seed takes it too (seed.ts), so only one seeds.
 */
export const MIGRATION_LOCK_ID = 481_516_2342;

/** Applies the committed SQL migrations in order, each once, on PGlite and PostgreSQL alike. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: pgliteClientOf(database) }), { migrationsFolder });
    return;
  }
  // Several server processes may start together on one PostgreSQL: hold an advisory lock on one
  // connection for the whole run so they migrate one after another.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    connection.release();
  }
}
