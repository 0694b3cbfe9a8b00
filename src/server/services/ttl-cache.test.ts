import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  it('answers from the cache within the time to live, and computes again after it', async () => {
    let clock = 0;
    let runs = 0;
    const cached = createTtlCache<number>(1000, () => clock);
    const compute = async () => ++runs;
    expect(await cached('week', compute)).toBe(1);
    clock = 999;
    expect(await cached('week', compute)).toBe(1);
    expect(await cached('month', compute)).toBe(2);
    clock = 1000;
    expect(await cached('week', compute)).toBe(3);
  });

  it('runs one computation for requests that arrive while it is in flight', async () => {
    let runs = 0;
    const cached = createTtlCache<number>(1000, () => 0);
    const compute = () => new Promise<number>((resolve) => setTimeout(() => resolve(++runs), 10));
    const answers = await Promise.all(Array.from({ length: 50 }, () => cached('all', compute)));
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(runs).toBe(1);
  });

  it('does not keep a failure', async () => {
    const cached = createTtlCache<number>(1000, () => 0);
    await expect(cached('all', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cached('all', async () => 7)).toBe(7);
  });

  it('computes every time when the time to live is 0', async () => {
    let runs = 0;
    const cached = createTtlCache<number>(0, () => 0);
    await cached('all', async () => ++runs);
    await cached('all', async () => ++runs);
    expect(runs).toBe(2);
  });
});
