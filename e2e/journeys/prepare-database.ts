import { rmSync } from 'node:fs';
import pg from 'pg';
import { databaseName, JOURNEY_DATA_DIR, journeyDatabaseUrl } from './journey-database.ts';

/** An empty database for the journeys, dropped again when they are done. */
export default async function prepareDatabase(): Promise<() => Promise<void>> {
  const url = journeyDatabaseUrl();
  if (!url) {
    rmSync(JOURNEY_DATA_DIR, { recursive: true, force: true });
    return async () => rmSync(JOURNEY_DATA_DIR, { recursive: true, force: true });
  }
  const name = databaseName(url);
  const run = (sql: string) => onMaintenanceDatabase(url, sql);
  await run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await run(`CREATE DATABASE "${name}"`);
  return () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** Runs one statement (CREATE or DROP DATABASE) on the `postgres` database of `url`'s server. */
export async function onMaintenanceDatabase(url: URL | string, sql: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
