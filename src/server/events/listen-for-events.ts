import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import { EVENTS_CHANNEL } from './portal-event.ts';

export type EventListener = {
  /** Called with each NOTIFY payload on the channel. */
  onPayload: (payload: string | undefined) => void;
  /** Called once the first connection listens (PGlite listens at once). */
  onListening: () => void;
  /** Called when the connection to PostgreSQL is lost: announcements from now on may be missed. */
  onLost: () => void;
  /** Called after a lost connection to PostgreSQL is back: announcements in between were missed. */
  onReconnect: () => void;
};

export type StopListening = () => Promise<void>;

/** The listening connection's application_name. */
export const LISTENER_NAME = 'portal-live-updates';
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 10_000;

/**
 * Hears the portal_events announcements. PGlite is this process's own database: its listen() hears
 * every write. On PostgreSQL, a connection of its own outside the pool (a pooled one would be
 * handed to queries) LISTENs, and comes back with growing waits when the connection is lost.
 */
export async function listenForEvents(
  db: Db,
  listener: EventListener,
  log: FastifyBaseLogger,
): Promise<StopListening> {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(EVENTS_CHANNEL, listener.onPayload);
    listener.onListening();
    return async () => {
      // A closed database has nothing left to unlisten.
      if (!client.closed) await unlisten();
    };
  }
  return listenOnPostgres(client, listener, log);
}

async function listenOnPostgres(
  pool: pg.Pool,
  listener: EventListener,
  log: FastifyBaseLogger,
): Promise<StopListening> {
  let stopped = false;
  let connection: pg.Client | undefined;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean) => {
    // The pool's own settings (address, credentials), without its statement time limits.
    const client = new pg.Client({
      ...pool.options,
      statement_timeout: undefined,
      query_timeout: undefined,
      // Named, so it can be told apart in pg_stat_activity.
      application_name: LISTENER_NAME,
    });
    connection = client;
    client.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL) listener.onPayload(message.payload);
    });
    client.on('error', (error) => {
      if (stopped || connection !== client) return;
      log.warn({ err: error }, 'live updates: lost the connection to PostgreSQL; reconnecting');
      connection = undefined;
      listener.onLost();
      client.end().catch(() => {});
      scheduleRetry();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      if (stopped) {
        await client.end();
        return;
      }
      retryMs = FIRST_RETRY_MS;
      if (isReconnect) listener.onReconnect();
      else listener.onListening();
    } catch (error) {
      if (stopped || connection !== client) return;
      log.warn({ err: error }, 'live updates: could not listen on PostgreSQL; trying again');
      connection = undefined;
      client.end().catch(() => {});
      scheduleRetry();
    }
  };

  const scheduleRetry = () => {
    retryTimer = setTimeout(() => void connect(true), retryMs);
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  };

  // Listening before the server answers its first request; a failure here retries in the background.
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await connection?.end().catch(() => {});
  };
}
