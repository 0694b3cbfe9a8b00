import pg from 'pg';
import { isConnectionLost, wasNeverSent } from './database-unavailable.ts';
import { statementName } from './statement-names.ts';

/** How long the server waits for PostgreSQL, chosen in ADR 033 and set by DB_* variables. */
export type PoolTimeouts = {
  /** Getting a connection (from the pool or a new one): a frozen database answers 503 after this. */
  connectMs: number;
  /** One statement: PostgreSQL cancels it after this; the driver gives up a second later. */
  queryMs: number;
};

/** Scripts and tests that run long statements (migrations, scale seeding) wait as long as it takes. */
export const NO_TIMEOUTS: PoolTimeouts = { connectMs: 0, queryMs: 0 };

/** Reports connection faults nobody is waiting on (an idle connection dropped). */
export type PoolFaultLog = (error: Error, message: string) => void;

type Client = pg.PoolClient & { _getActiveQuery?: () => unknown; _queryQueue?: unknown[] };

// A transaction left open by a crashed request would hold its locks; PostgreSQL ends it after this.
const IDLE_IN_TRANSACTION_MS = 60_000;
// A dead peer behind a silent network is noticed by the kernel after about this plus a few probes.
const KEEPALIVE_DELAY_MS = 10_000;

/**
 * node-postgres's pool, hardened for a bad day (ADR 033):
 * - every connection has an error listener for its whole life, so a connection lost while a request
 *   holds it (a PostgreSQL restart, failover, pg_terminate_backend) fails that request instead of
 *   crashing the process with an unhandled 'error' event;
 * - a connection given back with a query still running (the driver's read timeout fired on a frozen
 *   database) is destroyed, never handed to the next request to wait behind it;
 * - a single SELECT outside a transaction that lost its connection before any answer is tried once
 *   more on a fresh connection: it changed nothing, so repeating it is safe. A write is tried again
 *   only when it never left (the connection was already dead or could not be opened).
 */
export class ResilientPool extends pg.Pool {
  constructor(config: pg.PoolConfig, logFault: PoolFaultLog) {
    super(config);
    // The pool emits this for idle connections only, after removing them; the next query opens anew.
    this.on('error', (error) => logFault(error, 'database connection lost while idle'));
    this.on('connect', (client) => {
      // The request holding the connection sees the same fault as its query's error.
      client.on('error', () => {});
    });
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's connect overloads (callback or promise)
  override connect(...args: any[]): any {
    if (args.length > 0) return (super.connect as (...a: unknown[]) => unknown)(...args);
    return this.liveClient().then((client: Client) => {
      const release = client.release;
      client.release = (error?: Error | boolean) => {
        const stuck = Boolean(client._getActiveQuery?.()) || (client._queryQueue?.length ?? 0) > 0;
        release(error ?? (stuck ? new Error('released with a query still running') : undefined));
      };
      return client;
    });
  }

  /** An idle connection may have died a moment ago, its 'error' not yet seen: take another once. */
  private async liveClient(): Promise<Client> {
    const client = (await super.connect()) as Client & { _queryable?: boolean };
    if (client._queryable !== false) return client;
    client.release(new Error('connection died while idle'));
    return (await super.connect()) as Client;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query overloads (config or text, values, callback)
  override query(...args: any[]): any {
    const query = (super.query as (...a: unknown[]) => unknown).bind(this);
    if (typeof args.at(-1) === 'function') return query(...args);
    // A plain SELECT is named, so each connection parses and plans it once (statement-names.ts);
    // writes are not (rare next to reads, and a transaction's client does not pass here).
    const config = args[0];
    if (config && typeof config === 'object' && !config.name && isSingleSelect(config)) {
      args[0] = { ...config, name: statementName(config.text) };
    }
    return (query(...args) as Promise<unknown>).catch((error: unknown) => {
      if (!wasNeverSent(error) && !(isConnectionLost(error) && isSingleSelect(args[0]))) throw error;
      return query(...args);
    });
  }
}

/** A plain SELECT changes nothing, so running it twice is safe (pool.query is never in a transaction). */
function isSingleSelect(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return (
    typeof text === 'string' && /^\s*select\b/i.test(text) && !/\bfor\s+(no\s+key\s+)?update\b/i.test(text)
  );
}

export function createPool(
  url: string,
  size: number,
  timeouts: PoolTimeouts,
  logFault: PoolFaultLog,
): ResilientPool {
  const settings = [
    // Many small concurrent requests, not reports: parallel workers only made each other wait
    // (docs/benchmarks.md), so every query runs in its own backend.
    '-c max_parallel_workers_per_gather=0',
    `-c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_MS}`,
  ];
  if (timeouts.queryMs > 0) settings.push(`-c statement_timeout=${timeouts.queryMs}`);
  return new ResilientPool(
    {
      connectionString: url,
      max: size,
      options: settings.join(' '),
      connectionTimeoutMillis: timeouts.connectMs,
      // PostgreSQL's own timeout cannot fire when it is frozen or the network is gone; this can.
      query_timeout: timeouts.queryMs > 0 ? timeouts.queryMs + 1000 : undefined,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    },
    logFault,
  );
}
