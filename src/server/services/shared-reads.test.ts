import { describe, expect, it, vi } from 'vitest';
import { catchUpWith, followFeed, type HeardChanges, noteDataChanged, sharedReads } from './shared-reads.ts';

const TOTAL_TTL_MS = 10_000;
const cachedListTotal = sharedReads<number>({ ttlMs: TOTAL_TTL_MS, maxEntries: 3 });

/** A feed that hears every change up to `heard` (events/event-feed.ts in a real process). */
function feedOf(state: { listening: boolean; heard: number }): HeardChanges {
  return {
    listening: () => state.listening,
    hasHeard: (id) => id <= state.heard,
    untilHeard: async (id) => id <= state.heard,
  };
}

/** A database handle whose process listens to the live-update feed. */
function listeningDb(): object {
  const db = {};
  followFeed(db, feedOf({ listening: true, heard: 0 }));
  return db;
}

describe('reads shared between requests', () => {
  it('counts once per filters and database for a few seconds, then again', async () => {
    const db = listeningDb();
    const count = vi.fn(async () => 120);
    expect(await cachedListTotal(db, 'open', count, 1000)).toBe(120);
    expect(await cachedListTotal(db, 'open', count, 1000 + TOTAL_TTL_MS - 1)).toBe(120);
    expect(count).toHaveBeenCalledTimes(1);
    await cachedListTotal(db, 'urgent', count, 1000);
    await cachedListTotal(listeningDb(), 'open', count, 1000);
    expect(count).toHaveBeenCalledTimes(3);
    await cachedListTotal(db, 'open', count, 1000 + TOTAL_TTL_MS);
    expect(count).toHaveBeenCalledTimes(4);
  });

  it('counts again after any write, and never shares a count that ran across a write', async () => {
    const db = listeningDb();
    let total = 10;
    const count = vi.fn(async () => total);
    expect(await cachedListTotal(db, 'all', count, 0)).toBe(10);
    total = 11;
    noteDataChanged(db);
    expect(await cachedListTotal(db, 'all', count, 1)).toBe(11);

    let finish = (_value: number) => {};
    const slow = vi.fn(
      () =>
        new Promise<number>((resolve) => {
          finish = resolve;
        }),
    );
    const during = cachedListTotal(db, 'open', slow, 2);
    noteDataChanged(db);
    finish(5);
    expect(await during).toBe(5);
    const after = vi.fn(async () => 6);
    expect(await cachedListTotal(db, 'open', after, 3)).toBe(6);
  });

  it('keeps at most its number of keys', async () => {
    const db = listeningDb();
    const count = vi.fn(async () => 1);
    for (const key of ['a', 'b', 'c', 'd', 'a']) await cachedListTotal(db, key, count, 0);
    // 'd' found the cache full and emptied it, so 'a' was read again.
    expect(count).toHaveBeenCalledTimes(5);
    await cachedListTotal(db, 'd', count, 0);
    expect(count).toHaveBeenCalledTimes(5);
  });

  it('does not keep a failed count', async () => {
    const db = listeningDb();
    await expect(cachedListTotal(db, 'x', () => Promise.reject(new Error('gone')), 0)).rejects.toThrow(
      'gone',
    );
    expect(await cachedListTotal(db, 'x', async () => 3, 1)).toBe(3);
  });

  it('shares nothing on a handle whose process hears no feed, or while its feed reconnects', async () => {
    const count = vi.fn(async () => 1);
    const alone = {};
    await cachedListTotal(alone, 'open', count, 0);
    await cachedListTotal(alone, 'open', count, 0);
    expect(count).toHaveBeenCalledTimes(2);

    const state = { listening: true, heard: 0 };
    const db = {};
    followFeed(db, feedOf(state));
    await cachedListTotal(db, 'open', count, 0);
    state.listening = false;
    await cachedListTotal(db, 'open', count, 0);
    await cachedListTotal(db, 'open', count, 0);
    expect(count).toHaveBeenCalledTimes(5);
  });

  it('drops every shared answer when a client was told of a change this process has not heard of', async () => {
    const state = { listening: true, heard: 10 };
    const db = {};
    followFeed(db, feedOf(state));
    let total = 1;
    const count = vi.fn(async () => total);
    expect(await cachedListTotal(db, 'open', count, 0)).toBe(1);
    total = 2;
    await catchUpWith(db, 9);
    expect(await cachedListTotal(db, 'open', count, 0)).toBe(1);
    // Event 11 was told by another process; this one has not heard it (nor will within the wait).
    await catchUpWith(db, 11);
    expect(await cachedListTotal(db, 'open', count, 0)).toBe(2);
  });
});
