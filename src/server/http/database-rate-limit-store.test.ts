import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { databaseRateLimitStore } from './database-rate-limit-store.ts';

// The store names its keys by route; these are the guards that keep two routes from sharing a
// count if @fastify/rate-limit ever stops handing the route to `child`. No database is reached.
const Store = databaseRateLimitStore({} as Db);

describe('the database rate-limit store', () => {
  it('refuses to make a route store without the route to name its keys by', () => {
    const store = new Store({});
    expect(() => store.child({} as never)).toThrow(/no route/);
  });

  it('refuses to count on the plugin-wide store, which names no route', async () => {
    const store = new Store({});
    const error = await new Promise((resolve) => store.incr('203.0.113.1', resolve, 60_000, 20));
    expect(error).toBeInstanceOf(Error);
  });
});
