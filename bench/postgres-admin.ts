import pg from 'pg';
import type { ScaleSizes } from './options.ts';

/** The marker a seeded benchmark database carries, as its COMMENT ON DATABASE. */
const MARKER_PREFIX = 'portal-bench-scale ';

export function databaseUrl(base: string, database: string): string {
  return `${base}/${database}`;
}

/** Runs statements on the maintenance database `postgres` (CREATE/DROP DATABASE cannot run inside the target). */
async function onMaintenance<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(base, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function databaseExists(base: string, database: string): Promise<boolean> {
  return onMaintenance(base, async (client) => {
    const result = await client.query('select 1 from pg_database where datname = $1', [database]);
    return result.rowCount === 1;
  });
}

/** Names are checked identifiers (see options.ts), so they can be spliced into DDL. */
export async function createDatabase(base: string, database: string): Promise<void> {
  await onMaintenance(base, (client) => client.query(`create database ${database}`));
}

export async function dropDatabase(base: string, database: string): Promise<void> {
  // WITH (FORCE) ends sessions a crashed server or seed left behind (PostgreSQL 13+).
  await onMaintenance(base, (client) => client.query(`drop database if exists ${database} with (force)`));
}

/** The sizes the seed CLI was run with, as recorded after it succeeded; null when never recorded. */
export async function readScaleMarker(base: string, database: string): Promise<ScaleSizes | null> {
  const comment = await onMaintenance(base, async (client) => {
    const result = await client.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [database],
    );
    return result.rows[0]?.comment ?? null;
  });
  if (!comment?.startsWith(MARKER_PREFIX)) return null;
  try {
    return JSON.parse(comment.slice(MARKER_PREFIX.length)) as ScaleSizes;
  } catch {
    return null;
  }
}

export async function writeScaleMarker(base: string, database: string, sizes: ScaleSizes): Promise<void> {
  const text = MARKER_PREFIX + JSON.stringify(sizes);
  await onMaintenance(base, (client) =>
    client.query(`comment on database ${database} is ${client.escapeLiteral(text)}`),
  );
}

export function sameSizes(a: ScaleSizes, b: ScaleSizes): boolean {
  return a.workOrders === b.workOrders && a.comments === b.comments && a.employees === b.employees;
}
