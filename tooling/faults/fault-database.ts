import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The harness's own connections say who they are, so terminating the server's spares them. */
const HARNESS_APPLICATION = 'fault-harness';

/** A throw-away PostgreSQL database for one scenario, on the server TEST_DATABASE_URL names. */
export type FaultDatabase = {
  name: string;
  /** The database's own address (the server is given the proxy's instead). */
  url: string;
  query: <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>;
  /** Ends every session of the server on this database, as a PostgreSQL restart or failover does. */
  terminateServerBackends: () => Promise<number>;
  drop: () => Promise<void>;
};

function faultDatabaseServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server for the fault scenarios');
  return url;
}

function withDatabase(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onMaintenanceDatabase<T>(
  baseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString: withDatabase(baseUrl, 'postgres'),
    application_name: HARNESS_APPLICATION,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let created = 0;

/**
 * Named after TEST_DATABASE_URL's database (`<it>_f<pid>_<n>_<random>`), so a run's leftovers are
 * recognisable; the server migrates it when it starts.
 */
export async function createFaultDatabase(baseUrl = faultDatabaseServerUrl()): Promise<FaultDatabase> {
  const base = decodeURIComponent(new URL(baseUrl).pathname.slice(1)) || 'faults';
  created += 1;
  const name = `${base}_f${process.pid}_${created}_${randomBytes(3).toString('hex')}`.toLowerCase();
  await onMaintenanceDatabase(baseUrl, (client) => client.query(`create database "${name}"`));
  const url = withDatabase(baseUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 2, application_name: HARNESS_APPLICATION });
  // A harness connection lost while the database is being abused is replaced on the next query.
  pool.on('error', () => {});

  return {
    name,
    url,
    query: async (text, values) => (await pool.query(text, values)).rows,
    terminateServerBackends: () =>
      onMaintenanceDatabase(baseUrl, async (client) => {
        const result = await client.query<{ terminated: boolean }>(
          `select pg_terminate_backend(pid) as terminated from pg_stat_activity
           where datname = $1 and pid <> pg_backend_pid() and application_name <> $2`,
          [name, HARNESS_APPLICATION],
        );
        return result.rows.filter((row) => row.terminated).length;
      }),
    drop: async () => {
      await pool.end();
      await onMaintenanceDatabase(baseUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}
