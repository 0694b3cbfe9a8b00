import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, type Db, pgliteClientOf, queryRows } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Any fixed number: every server process takes the same lock, so only one migrates at a time; the
 * demo seed takes it too (seed.ts), so only one seeds.
 */
export const MIGRATION_LOCK_ID = 481_516_2342;

/**
 * Applies the committed SQL migrations in order, each once, on PGlite and PostgreSQL alike. Tests
 * may name another folder (the migrations up to some point) to watch a later one meet old data.
 */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: pgliteClientOf(database) }), { migrationsFolder: folder });
    return;
  }
  // Several server processes may start together on one PostgreSQL: hold an advisory lock on one
  // connection for the whole run so they migrate one after another. It is a connection of its own
  // without the pool's time limits: an index built over five years of orders takes longer.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const connection = new pg.Client({
    ...pool.options,
    options: undefined,
    statement_timeout: undefined,
    query_timeout: undefined,
  });
  // A lost connection fails the query in flight; unheard, its 'error' event would end the process.
  connection.on('error', () => {});
  await connection.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder: folder });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await connection.end();
  }
}

/** The newest migration this release ships, as drizzle records it once applied (its folder time). */
function newestShippedMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Whether the database has every migration this release ships (for GET /api/ready). */
export async function migrationsAreCurrent(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ latest: number | string | null }>(
    db,
    sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
  );
  return Number(row?.latest ?? 0) >= newestShippedMigration();
}
