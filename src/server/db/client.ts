import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createPool, NO_TIMEOUTS, type PoolFaultLog, type PoolTimeouts } from './postgres-pool.ts';
import * as schema from './schema.ts';

/** The one database type services accept: the same drizzle API over PGlite or node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open transaction; services that must join a caller's transaction take an Executor. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** Rows of a raw SQL query; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

// PGlite answers count(*) (int8) as a number and pg as a string; counts never pass 2^53, so read
// them as numbers on both. numeric stays a string on both, for exact money.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type PostgresOptions = {
  poolSize?: number;
  timeouts?: PoolTimeouts;
  /** Where faults nobody is waiting on go (an idle connection dropped); the server's logger. */
  logFault?: PoolFaultLog;
};

export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const { poolSize = 10, timeouts = NO_TIMEOUTS, logFault = () => {} } = options;
  const pool = createPool(url, poolSize, timeouts, logFault);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

export type PgliteSource = { dataDir: string } | { loadDataDir: Blob } | { memory: true };

export async function openPglite(source: PgliteSource): Promise<Database> {
  const extensions = { btree_gist, pg_trgm };
  let client: PGlite;
  if ('dataDir' in source) {
    mkdirSync(source.dataDir, { recursive: true });
    client = await PGlite.create(path.join(source.dataDir, 'pglite'), { extensions });
  } else if ('loadDataDir' in source) {
    client = await PGlite.create({ loadDataDir: source.loadDataDir, extensions });
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** DATABASE_URL selects PostgreSQL; otherwise the embedded database under DATA_DIR. */
export async function openDatabase(
  config: { databaseUrl?: string; dataDir: string; databaseTimeouts: PoolTimeouts },
  options: Omit<PostgresOptions, 'timeouts'> & { timeouts?: PoolTimeouts } = {},
): Promise<Database> {
  if (!config.databaseUrl) return openPglite({ dataDir: config.dataDir });
  return openPostgres(config.databaseUrl, { timeouts: config.databaseTimeouts, ...options });
}

/** The PGlite client behind a Database, for the test harness's data-directory dumps. */
export function pgliteClientOf(database: Database): PGlite {
  // drizzle keeps the client it was given on `$client`.
  return (database.db as unknown as { $client: PGlite }).$client;
}
