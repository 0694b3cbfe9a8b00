/**
 * Reads shared between requests: many screens asking the same question at once (two hundred list
 * pages refreshed after one change, every dispatcher's board on the same day) are answered from one
 * database read. A shared answer is dropped at once when the data may have changed: every write
 * this process answers and every change another process announces on the live-update feed moves
 * the data generation on (app.ts and routes/events.ts call noteDataChanged), and an answer of an
 * older generation is never given. While this process may be missing announcements (its feed is
 * not open yet, or reconnecting) it reads afresh and shares nothing; a client told of a change
 * this process has not heard of yet waits for it (catchUpWith). The time limit bounds what no
 * announcement tells: a write through another process to a table with no change event (company
 * settings, time off, a hand-back's review). An employee's change is announced (migration 0020).
 */
// Per database handle, as the caches are: tests run many apps, each on its own database (and a
// second handle on one database stands for a second server process), in one process.
const generations = new WeakMap<object, number>();
const generationOf = (db: object) => generations.get(db) ?? 0;

/** What this process's live-update feed knows (events/event-feed.ts). */
export type HeardChanges = {
  /** False while announcements may be missed (not listening yet, or reconnecting). */
  listening: () => boolean;
  /** Whether the change with this event id, and every one committed before it, has been heard. */
  hasHeard: (eventId: number) => boolean;
  /** Resolves true once that change is heard, or false after `waitMs`. */
  untilHeard: (eventId: number, waitMs: number) => Promise<boolean>;
};
const feeds = new WeakMap<object, HeardChanges>();

/**
 * From now on, answers on `db` are shared while its feed listens. A handle without a feed (a script,
 * a test app that opened no stream) hears of no other writer's changes, so it shares nothing.
 */
export function followFeed(db: object, feed: HeardChanges): void {
  feeds.set(db, feed);
}

/** Whether every change made through any process reaches `db`'s process now (its feed listens). */
export const hearsEveryChange = (db: object): boolean => feeds.get(db)?.listening() === true;

/** A write committed through `db`, or a change was announced by any process: no shared answer is given again. */
export function noteDataChanged(db: object): void {
  generations.set(db, generationOf(db) + 1);
}

/** Whether this process has heard of the live-update event `eventId` (and of every change before it). */
export const hasHeardOf = (db: object, eventId: number): boolean => feeds.get(db)?.hasHeard(eventId) === true;

/** How long a request waits for this process to hear of the change its client was told of. */
const CATCH_UP_WAIT_MS = 1000;

/**
 * Before answering someone who was told of the live-update event `seenEventId` (by any process):
 * once this process has heard of it, every shared answer given is from after that change. The
 * announcement reaches every process within milliseconds, so this rarely waits; if it does not come
 * (or the id is not one this process can hear of) every shared answer is dropped instead, and the
 * read that follows sees the change, which had committed before anyone was told of it.
 */
export async function catchUpWith(db: object, seenEventId: number | undefined): Promise<void> {
  if (seenEventId === undefined) return;
  const feed = feeds.get(db);
  if (feed?.hasHeard(seenEventId)) return;
  if (feed?.listening() && (await feed.untilHeard(seenEventId, CATCH_UP_WAIT_MS))) return;
  noteDataChanged(db);
}

type Entry<T> = { storedAt: number; generation: number; value: Promise<T>; settled?: { value: T } };

export type SharedRead<T> = {
  (db: object, key: string, read: () => Promise<T>, now?: number): Promise<T>;
  /** The answer kept for `key` when it is read already and still current; undefined otherwise. */
  peek: (db: object, key: string, now?: number) => T | undefined;
};

/**
 * A cache of reads by key, per database handle. A request that arrives while the same read is running waits for it, unless a change
 * came in between. A read that ran across a change is answered to those who asked before it, and
 * is not kept. At most `maxEntries` keys, so a flood of distinct questions cannot grow memory.
 */
export function sharedReads<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): SharedRead<T> {
  const caches = new WeakMap<object, Map<string, Entry<T>>>();
  const current = (db: object, key: string, now: number) => {
    const entry = caches.get(db)?.get(key);
    return entry && entry.generation === generationOf(db) && now - entry.storedAt < ttlMs ? entry : undefined;
  };
  const cache = (db: object, key: string, read: () => Promise<T>, now = Date.now()) => {
    if (!hearsEveryChange(db)) return read();
    let entries = caches.get(db);
    if (!entries) {
      entries = new Map();
      caches.set(db, entries);
    }
    const entry = current(db, key, now);
    if (entry) return entry.value;
    const stored: Entry<T> = { storedAt: now, generation: generationOf(db), value: read() };
    if (entries.size >= maxEntries) entries.clear();
    entries.set(key, stored);
    const forget = () => {
      if (entries.get(key) === stored) entries.delete(key);
    };
    stored.value.then((value) => {
      if (stored.generation !== generationOf(db)) forget();
      else stored.settled = { value };
    }, forget);
    return stored.value;
  };
  const peek = (db: object, key: string, now = Date.now()) =>
    hearsEveryChange(db) ? current(db, key, now)?.settled?.value : undefined;
  return Object.assign(cache, { peek });
}
