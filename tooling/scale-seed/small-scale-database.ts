import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { type Database, queryRows } from '#server/db/client.ts';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import { seedScaleData } from './seed-scale-data.ts';

/** The clock the small scale databases are seeded at. */
const SMALL_SCALE_NOW = new Date('2026-03-18T15:00:00.000Z');
export const SMALL_SCALE_ORDERS = 600;

/**
 * A fresh test database holding the scale seed at a small size (600 orders, 1,000 comments, 40
 * employees), made before the file's tests and closed after them; `one` reads a query's first row.
 */
export function smallScaleDatabase() {
  const held: { database?: Database } = {};
  beforeAll(async () => {
    held.database = await createTestDatabase();
    await seedScaleData(held.database, {
      workOrders: SMALL_SCALE_ORDERS,
      comments: 1000,
      employees: 40,
      now: SMALL_SCALE_NOW,
      replace: false,
      hashPassword: async (plain) => plain,
    });
  });
  afterAll(() => held.database?.close());
  const database = () => {
    if (!held.database) throw new Error('The small scale database is made in beforeAll');
    return held.database;
  };
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(database().db, query))[0] as T;
  return { database, one, atNow: sql.raw(`'${SMALL_SCALE_NOW.toISOString()}'::timestamptz`) };
}
