import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { listenForEvents } from './listen-for-events.ts';
import { eventsAfter, latestEventId, type PortalEvent, parseEventPayload } from './portal-event.ts';

type EventSubscriber = (event: PortalEvent) => void;

export type EventFeed = {
  /** Every event from now on, from any process, once each; answers the unsubscribe. */
  subscribe: (subscriber: EventSubscriber) => () => void;
  /** Whether every announcement is heard now: false before the first LISTEN and while reconnecting. */
  listening: () => boolean;
  /**
   * Whether this process has heard of the event with this id, and so of every change committed
   * before it (announcements arrive in commit order): true for events from before the feed opened.
   */
  hasHeard: (id: number) => boolean;
  /** Resolves true once the event with this id is heard, or false after `waitMs`. */
  untilHeard: (id: number, waitMs: number) => Promise<boolean>;
  close: () => Promise<void>;
};

export type FeedOptions = {
  /** Called when announcements may have been missed (the connection was lost, or is back). */
  onGap: () => void;
};

/** Ids delivered lately, to hear each event once when a catch-up and an announcement overlap. */
const REMEMBERED_IDS = 2000;
/** A catch-up after a lost connection reads at most this many; more starts everyone afresh. */
const CATCH_UP_LIMIT = 1000;

/**
 * One per process: hears the database's announcements and hands each event to the open streams
 * (ADR 044). After a lost PostgreSQL connection it reads what was written meanwhile from
 * portal_events, so no stream misses a change because of it.
 */
export async function openEventFeed(
  db: Db,
  log: FastifyBaseLogger,
  options: FeedOptions,
): Promise<EventFeed> {
  const subscribers = new Set<EventSubscriber>();
  const recent = new Set<number>();
  let newest = await latestEventId(db);
  // Events up to here were committed before the feed opened: whatever this process reads now is newer.
  const openedAt = newest;
  let listening = false;

  const deliver = (event: PortalEvent) => {
    if (recent.has(event.id)) return;
    recent.add(event.id);
    if (recent.size > REMEMBERED_IDS) recent.delete(recent.values().next().value as number);
    newest = Math.max(newest, event.id);
    for (const subscriber of subscribers) subscriber(event);
  };

  const hasHeard = (id: number) => {
    if (id <= openedAt || recent.has(id)) return true;
    // Older than every id remembered: heard long ago (ids of rolled-back writes never reach a client).
    const oldest = recent.values().next().value;
    return recent.size >= REMEMBERED_IDS && oldest !== undefined && id < oldest;
  };

  const catchUp = async () => {
    try {
      const { events, complete } = await eventsAfter(db, newest, CATCH_UP_LIMIT);
      if (!complete)
        deliver({ id: events.at(-1)?.id ?? newest, kind: 'reset', workOrderId: null, employeeId: null });
      else events.forEach(deliver);
    } catch (error) {
      log.warn({ err: error }, 'live updates: could not read the events missed while disconnected');
    }
  };

  const stop = await listenForEvents(
    db,
    {
      onPayload: (payload) => {
        const event = parseEventPayload(payload);
        if (event) deliver(event);
        else log.warn({ payload }, 'live updates: an announcement that is not an event');
      },
      onListening: () => {
        listening = true;
      },
      onLost: () => {
        listening = false;
        options.onGap();
      },
      onReconnect: () => {
        listening = true;
        options.onGap();
        void catchUp();
      },
    },
    log,
  );

  return {
    subscribe: (subscriber) => {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    listening: () => listening,
    hasHeard,
    untilHeard: (id, waitMs) =>
      new Promise((resolve) => {
        if (hasHeard(id)) return resolve(true);
        const done = (heard: boolean) => {
          clearTimeout(timer);
          subscribers.delete(check);
          resolve(heard);
        };
        const check = () => {
          if (hasHeard(id)) done(true);
        };
        const timer = setTimeout(() => done(false), waitMs);
        subscribers.add(check);
      }),
    close: async () => {
      listening = false;
      subscribers.clear();
      await stop();
    },
  };
}
