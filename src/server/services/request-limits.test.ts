import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import { type Database, queryRows } from '../db/client.ts';
import { countHit, removeEndedRequestWindows } from './request-limits.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const MINUTE_MS = 60_000;

async function endWindowOf(key: string) {
  await database.db.execute(
    sql`update rate_limit_hits set window_ends = now() - interval '1 second' where key = ${key}`,
  );
}

describe('request-limit counts (ADR 043)', () => {
  it('counts the hits of a key within its window and says how long the window has left', async () => {
    const first = await countHit(database.db, 'count a', MINUTE_MS);
    expect(first).toEqual({ hits: 1, msLeft: expect.any(Number) });
    expect(first.msLeft).toBeGreaterThan(MINUTE_MS - 1000);
    expect(first.msLeft).toBeLessThanOrEqual(MINUTE_MS);
    expect((await countHit(database.db, 'count a', MINUTE_MS)).hits).toBe(2);
    // The window is the first hit's: a later hit does not move its end.
    const third = await countHit(database.db, 'count a', 10 * MINUTE_MS);
    expect(third.hits).toBe(3);
    expect(third.msLeft).toBeLessThanOrEqual(MINUTE_MS);
    expect((await countHit(database.db, 'count b', MINUTE_MS)).hits).toBe(1);
  });

  it('starts a new window at the first hit after the old one ended', async () => {
    await countHit(database.db, 'renew', MINUTE_MS);
    await countHit(database.db, 'renew', MINUTE_MS);
    await endWindowOf('renew');
    const fresh = await countHit(database.db, 'renew', 2 * MINUTE_MS);
    expect(fresh.hits).toBe(1);
    expect(fresh.msLeft).toBeGreaterThan(2 * MINUTE_MS - 1000);
  });

  it('the hourly sweep removes the counts whose window has ended and keeps the current ones', async () => {
    await countHit(database.db, 'sweep ended', MINUTE_MS);
    await countHit(database.db, 'sweep current', MINUTE_MS);
    await endWindowOf('sweep ended');
    expect(await removeEndedRequestWindows(database.db)).toBeGreaterThanOrEqual(1);
    const keys = await queryRows<{ key: string }>(
      database.db,
      sql`select key from rate_limit_hits where key like 'sweep %'`,
    );
    expect(keys).toEqual([{ key: 'sweep current' }]);
  });
});
