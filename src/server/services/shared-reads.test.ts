import { describe, expect, it, vi } from 'vitest';
import { noteDataChanged, sharedReads } from './shared-reads.ts';

const TOTAL_TTL_MS = 10_000;
const cachedListTotal = sharedReads<number>({ ttlMs: TOTAL_TTL_MS, maxEntries: 3 });

describe('reads shared between requests', () => {
  it('counts once per filters and database for a few seconds, then again', async () => {
    const db = {};
    const count = vi.fn(async () => 120);
    expect(await cachedListTotal(db, 'open', count, 1000)).toBe(120);
    expect(await cachedListTotal(db, 'open', count, 1000 + TOTAL_TTL_MS - 1)).toBe(120);
    expect(count).toHaveBeenCalledTimes(1);
    await cachedListTotal(db, 'urgent', count, 1000);
    await cachedListTotal({}, 'open', count, 1000);
    expect(count).toHaveBeenCalledTimes(3);
    await cachedListTotal(db, 'open', count, 1000 + TOTAL_TTL_MS);
    expect(count).toHaveBeenCalledTimes(4);
  });

  it('counts again after any write, and never shares a count that ran across a write', async () => {
    const db = {};
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
    const db = {};
    const count = vi.fn(async () => 1);
    for (const key of ['a', 'b', 'c', 'd', 'a']) await cachedListTotal(db, key, count, 0);
    // 'd' found the cache full and emptied it, so 'a' was read again.
    expect(count).toHaveBeenCalledTimes(5);
    await cachedListTotal(db, 'd', count, 0);
    expect(count).toHaveBeenCalledTimes(5);
  });

  it('does not keep a failed count', async () => {
    const db = {};
    await expect(cachedListTotal(db, 'x', () => Promise.reject(new Error('gone')), 0)).rejects.toThrow(
      'gone',
    );
    expect(await cachedListTotal(db, 'x', async () => 3, 1)).toBe(3);
  });
});
