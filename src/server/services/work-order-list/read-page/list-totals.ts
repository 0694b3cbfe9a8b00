/**
 * The size of a filtered work-order list (X-Total-Count), shared for a few seconds between requests
 * for the same filters, so paging and fifty screens refreshing together do not count the whole
 * filtered set on every page (ADR 034). Any write through this process forgets every total at once;
 * a write through another server process shows in the totals here within TOTAL_TTL_MS. The rows of
 * a page are never cached.
 */
export const TOTAL_TTL_MS = 10_000;
/** Filter combinations are few; a flood of distinct ones (or a bug) must not grow memory. */
const MAX_ENTRIES = 500;

type Entry = { storedAt: number; generation: number; value: Promise<number> };

/** Bumped by every write: an entry of an older generation is never answered. */
let generation = 0;
// Per database: tests run many apps, each on its own database, in one process.
const caches = new WeakMap<object, Map<string, Entry>>();

export function cachedListTotal(
  db: object,
  key: string,
  count: () => Promise<number>,
  now = Date.now(),
): Promise<number> {
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
  }
  const entry = entries.get(key);
  if (entry && entry.generation === generation && now - entry.storedAt < TOTAL_TTL_MS) return entry.value;
  const stored: Entry = { storedAt: now, generation, value: count() };
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, stored);
  const forget = () => {
    if (entries.get(key) === stored) entries.delete(key);
  };
  stored.value.then(() => {
    // A write landed while this count ran: it may predate the write, so it is not shared.
    if (stored.generation !== generation) forget();
  }, forget);
  return stored.value;
}

/** After any write: the next request for each list counts again. */
export function forgetListTotals(): void {
  generation += 1;
}
