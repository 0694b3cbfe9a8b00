import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import { countHit } from '../services/request-limits.ts';

/**
 * What @fastify/rate-limit 11 hands `child` at run time: the route's merged limit options, the
 * route itself under `routeInfo` (its types say the route options instead).
 */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/** 'POST /api/auth/login': the route's own part of every key, so routes never share a count. */
function routeNamespace(options: ChildOptions): string {
  const { method, url } = options.routeInfo ?? {};
  if (!method || !url) {
    // A plugin that stopped naming the route would make every route share one count per client.
    throw new Error('@fastify/rate-limit gave the store no route to name its keys by');
  }
  return `${[method].flat().join(',')} ${url}`;
}

/**
 * @fastify/rate-limit's store, kept in the database (`rate_limit_hits`, ADR 043) instead of each
 * process's memory, so every process behind a balancer counts the same hits. The plugin makes
 * one store at registration and asks it for a child per limited route; only children count.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _pluginOptions: unknown,
      private readonly namespace?: string,
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      if (this.namespace === undefined) {
        callback(new Error('the rate-limit store counts per route: use child()'));
        return;
      }
      countHit(db, `${this.namespace} ${key}`, timeWindow).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
        // A database fault reaches the error handler as it is: 503 (ADR 033), the limit is not skipped.
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions, routeNamespace(routeOptions as ChildOptions));
    }
  }
  return DatabaseRateLimitStore;
}
