/**
 * Reads shared between requests: many screens asking the same question at once (fifty list pages
 * refreshed after one change, every dispatcher's board on the same day) are answered from one
 * database read. A shared answer is dropped at once when the data may have changed: every write
 * this process answers and every change another process announces on the live-update feed moves
 * the data generation on (app.ts and routes/events.ts call noteDataChanged), and an answer of an
 * older generation is never given. The time limit bounds what no announcement tells: a change
 * made by another process while this one's feed was reconnecting.
 */
// Per database handle, as the caches are: tests run many apps, each on its own database (and a
// second handle on one database stands for a second server process), in one process.
const generations = new WeakMap<object, number>();
const generationOf = (db: object) => generations.get(db) ?? 0;

/** A write committed through `db`, or a change was announced by any process: no shared answer is given again. */
export function noteDataChanged(db: object): void {
  generations.set(db, generationOf(db) + 1);
}

type Entry<T> = { storedAt: number; generation: number; value: Promise<T> };

export type SharedRead<T> = (db: object, key: string, read: () => Promise<T>, now?: number) => Promise<T>;

/**
 * A cache of reads by key, per database handle. A request that arrives while the same read is running waits for it, unless a change
 * came in between. A read that ran across a change is answered to those who asked before it, and
 * is not kept. At most `maxEntries` keys, so a flood of distinct questions cannot grow memory.
 */
export function sharedReads<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): SharedRead<T> {
  const caches = new WeakMap<object, Map<string, Entry<T>>>();
  return (db, key, read, now = Date.now()) => {
    let entries = caches.get(db);
    if (!entries) {
      entries = new Map();
      caches.set(db, entries);
    }
    const generation = generationOf(db);
    const entry = entries.get(key);
    if (entry && entry.generation === generation && now - entry.storedAt < ttlMs) return entry.value;
    const stored: Entry<T> = { storedAt: now, generation, value: read() };
    if (entries.size >= maxEntries) entries.clear();
    entries.set(key, stored);
    const forget = () => {
      if (entries.get(key) === stored) entries.delete(key);
    };
    stored.value.then(() => {
      if (stored.generation !== generationOf(db)) forget();
    }, forget);
    return stored.value;
  };
}
