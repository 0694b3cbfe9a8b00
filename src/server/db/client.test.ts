import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import { type Database, queryRows } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it.runIf(process.env.TEST_DB_KIND === 'postgres')(
  'runs every PostgreSQL query without parallel workers (docs/benchmarks.md)',
  async () => {
    const [row] = await queryRows<{ setting: string }>(
      database.db,
      sql`select current_setting('max_parallel_workers_per_gather') as setting`,
    );
    expect(row?.setting).toBe('0');
  },
);

it('answers counts as numbers on both engines', async () => {
  const [row] = await queryRows<{ n: unknown }>(database.db, sql`select count(*) as n from employees`);
  expect(row?.n).toBe(0);
});
