import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnmigratedTestDatabase } from '#tooling/test-server/test-database.ts';
import { type Database, queryRows } from './client.ts';
import { migrateDatabase } from './migrate.ts';

let database: Database;
beforeAll(async () => {
  database = await createUnmigratedTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const EXPECTED_TABLES = [
  'activity_log',
  'attachments',
  'comments',
  // Visits and the company settings (migration 0015, ADR 064).
  'company_settings',
  'employees',
  // Hand-backs of visits and their rules per job type (migration 0018, ADR 068).
  'hand_back_rules',
  // Idempotency-Keys (migration 0010, ADR 045).
  'idempotency_keys',
  'login_attempts',
  'notifications',
  'outbox',
  // Live updates (migration 0009, ADR 044).
  'portal_events',
  'questions',
  'rate_limit_hits',
  'sessions',
  'sign_in_attempts',
  'technician_schedules',
  'technician_time_off',
  'visit_hand_back_parts',
  'visit_hand_back_photos',
  'visit_hand_backs',
  'visit_technicians',
  'visits',
  'work_order_assignees',
  'work_order_search',
  // A view: the one definition of a search document (migration 0007, ADR 035).
  'work_order_search_documents',
  'work_orders',
];

async function tableNames(): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe('migrations', () => {
  it('apply cleanly on an empty database and create every table', async () => {
    expect(await tableNames()).toEqual([]);
    await migrateDatabase(database);
    expect(await tableNames()).toEqual(EXPECTED_TABLES);
  });

  it('are applied once: a second run changes nothing', async () => {
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )
      )[0]?.n;
    const before = await count();
    await migrateDatabase(database);
    expect(await count()).toBe(before);
    expect(before).toBeGreaterThanOrEqual(2);
  });

  it('enable trigram search of job numbers and customer phone digits and build their indexes', async () => {
    const rows = await queryRows<{ indexname: string }>(
      database.db,
      sql`select indexname from pg_indexes where indexdef ilike '%gin_trgm_ops%' order by indexname`,
    );
    expect(rows.map((row) => row.indexname)).toEqual([
      'work_orders_customer_phone_digits_idx',
      'work_orders_job_number_trgm_idx',
    ]);
  });

  it('keep job numbers unique among open work but not among completed work', async () => {
    const insert = (status: string) =>
      database.db.execute(
        sql`insert into work_orders (work_order_id, title, status) values ('48213', 'Leak', ${status})`,
      );
    await insert('completed');
    await insert('completed');
    await insert('open');
    await expect(insert('on-hold')).rejects.toThrow();
  });
});
