/**
 * Shares one result per key among all requests for `ttlMs`, and runs at most one computation per
 * key at a time, so fifty dashboards opening together cost one query. A failed computation is
 * not kept. `ttlMs` 0 turns the cache off.
 */
export function createTtlCache<T>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { storedAt: number; value: Promise<T> }>();
  return (key: string, compute: () => Promise<T>): Promise<T> => {
    if (ttlMs <= 0) return compute();
    const time = now();
    const entry = entries.get(key);
    if (entry && time - entry.storedAt < ttlMs) return entry.value;
    const value = compute();
    entries.set(key, { storedAt: time, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
