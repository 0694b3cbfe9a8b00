import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import type { Database } from './client.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { createPool, ResilientPool } from './postgres-pool.ts';
import { statementName } from './statement-names.ts';

// Connection faults exist only with a server between us and the data: PostgreSQL, not PGlite.
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

describe.skipIf(!onPostgres)('the PostgreSQL pool on a bad day', () => {
  let database: Database;
  let url: string;
  let admin: pg.Client;
  let pool: ResilientPool;
  const faults: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString ?? '';
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    pool = createPool(url, 3, { connectMs: 2000, queryMs: 2000 }, (_error, message) => faults.push(message));
  });
  afterAll(async () => {
    await pool.end();
    await admin.end();
    await database.close();
  });

  /** Ends the pool's backends running `text` (all of them when omitted), as a failover would. */
  async function terminate(text?: string): Promise<number> {
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and ($1::text is null or query = $1)`,
      [text ?? null],
    );
    return rows.length;
  }

  const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('names a plain SELECT, so each connection plans it once; a write stays unnamed', async () => {
    const single = createPool(url, 1, { connectMs: 2000, queryMs: 2000 }, () => {});
    try {
      const text = 'select $1::int + 1 as next';
      expect((await single.query({ text, values: [1] })).rows).toEqual([{ next: 2 }]);
      expect((await single.query({ text, values: [2] })).rows).toEqual([{ next: 3 }]);
      await single.query({ text: 'create temporary table named_statement_check (n int)' });
      await single.query({ text: 'insert into named_statement_check values ($1)', values: [1] });
      const { rows } = await single.query('select name, statement from pg_prepared_statements');
      expect(rows).toEqual([{ name: statementName(text), statement: text }]);
    } finally {
      await single.end();
    }
  });

  it('answers a SELECT whose connection was cut before any answer from a fresh connection', async () => {
    const text = 'select pg_sleep(0.6) as slept';
    const answer = pool.query(text);
    await after(200);
    expect(await terminate(text)).toBe(1);
    expect((await answer).rows).toEqual([{ slept: '' }]);
  });

  it('never repeats a write whose connection was cut: the caller learns the database was unavailable', async () => {
    await pool.query('create table if not exists written (n int)');
    const text = 'with pause as (select pg_sleep(0.6)) insert into written select 1 from pause';
    const answer = pool.query(text).then(
      () => 'answered',
      (error: unknown) => error,
    );
    await after(200);
    expect(await terminate(text)).toBe(1);
    const outcome = await answer;
    expect(isDatabaseUnavailable(outcome)).toBe(true);
    expect((await pool.query('select count(*)::int as n from written')).rows).toEqual([{ n: 0 }]);
  });

  it('survives a connection cut while a transaction holds it, and the next request works', async () => {
    const client = await pool.connect();
    await client.query('begin');
    await client.query('select 1');
    // Between two queries of a transaction: the 'error' event has no query to fail, only the client.
    await terminate();
    await after(200);
    const failed = await client.query('select 2').then(
      () => undefined,
      (error: unknown) => error,
    );
    client.release();
    expect(isDatabaseUnavailable(failed)).toBe(true);
    expect((await pool.query('select 3 as n')).rows).toEqual([{ n: 3 }]);
  });

  it('logs idle connections that were cut, once each, and opens new ones', async () => {
    await Promise.all([pool.query('select pg_sleep(0.05)'), pool.query('select pg_sleep(0.05)')]);
    faults.length = 0;
    const ended = await terminate();
    await after(300);
    expect(faults.length).toBe(ended);
    expect(faults.every((message) => message === 'database connection lost while idle')).toBe(true);
    expect((await pool.query('select 4 as n')).rows).toEqual([{ n: 4 }]);
  });

  it('cancels a statement over the time limit as a fault of the moment, and the connection stays usable', async () => {
    const error = await pool.query('select pg_sleep(5)').then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect((error as { code?: string }).code).toBe('57014');
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((await pool.query('select 5 as n')).rows).toEqual([{ n: 5 }]);
  });

  it('destroys a connection given back while its query still runs, so the next request does not wait behind it', async () => {
    // No statement_timeout: as with a frozen server, only the driver's read timeout ends the wait.
    const impatient = new ResilientPool({ connectionString: url, max: 1, query_timeout: 300 }, () => {});
    try {
      const client = await impatient.connect();
      const timedOut = await client.query('select pg_sleep(1.5)').then(
        () => undefined,
        (error: unknown) => error,
      );
      client.release();
      expect(isDatabaseUnavailable(timedOut)).toBe(true);
      expect((await impatient.query('select 6 as n')).rows).toEqual([{ n: 6 }]);
    } finally {
      await impatient.end();
    }
  });
});
