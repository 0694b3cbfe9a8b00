import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createApp } from '#server/app.ts';
import type { Database, Db } from '#server/db/client.ts';
import { pgliteClientOf } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';
import type { TestApp } from './test-app.ts';

/**
 * Another handle on a test database, for a second app standing for a second server process: its
 * own caches and data generation (services/shared-reads.ts keeps them per handle). On PostgreSQL a
 * pool of its own; on PGlite a second drizzle over the one embedded database. Close it after the
 * app that uses it.
 */
function secondHandleOn(database: Database): { db: Db; close: () => Promise<void> } {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const pool = new pg.Pool({ connectionString: client.options.connectionString, max: 2 });
    return { db: drizzleNodePg({ client: pool, schema }) as unknown as Db, close: () => pool.end() };
  }
  const db = drizzlePglite({ client: pgliteClientOf(database), schema }) as unknown as Db;
  return { db, close: async () => {} };
}

/**
 * The test app listening on a free port, and a second app on its own handle of the same database,
 * listening too: two server processes behind a balancer. `close` stops both, the second first.
 */
export async function listeningWithSecondProcess(t: TestApp) {
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const handle = secondHandleOn(t.database);
  const other = await createApp({ db: handle.db, config: t.app.config });
  const otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
  const close = async () => {
    await other.close();
    await handle.close();
  };
  return { baseUrl, other, otherUrl, close };
}
