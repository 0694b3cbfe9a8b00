import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';

/** One hit's count: hits in the key's current window, and milliseconds until that window ends. */
export type HitCount = { hits: number; msLeft: number };

/**
 * Counts one hit of `key` in a fixed window of `windowMs` (ADR 043), in one statement so that
 * simultaneous hits from any number of processes each count exactly once: the upsert locks the
 * key's row, and a hit that waited for it sees the count the other left. The first hit after a
 * window ended starts the next one. The database's clock decides, the same for every process.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<HitCount> {
  const [row] = await queryRows<HitCount>(
    db,
    sql`insert into rate_limit_hits as t (key, hits, window_ends)
      values (${key}, 1, now() + ${windowMs}::integer * interval '1 millisecond')
      on conflict (key) do update
        set hits = case when t.window_ends <= now() then 1 else t.hits + 1 end,
          window_ends = case when t.window_ends <= now() then excluded.window_ends else t.window_ends end
      returning hits,
        greatest(ceil(extract(epoch from t.window_ends - now()) * 1000), 0)::integer as "msLeft"`,
  );
  if (!row) throw new Error('counting a request hit returned no row');
  return row;
}

/**
 * The hourly sweep: rows whose window has ended count for nothing, so client addresses are kept
 * at most a window and an hour. A hit that reopens a row at the same moment is not lost: the
 * delete sees the row's new window and leaves it, or the hit inserts a fresh row after it.
 */
export async function removeEndedRequestWindows(db: Db): Promise<number> {
  const removed = await queryRows<{ key: string }>(
    db,
    sql`delete from rate_limit_hits where window_ends <= now() returning key`,
  );
  return removed.length;
}
