import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { listenForEvents } from './listen-for-events.ts';
import { eventsAfter, latestEventId, type PortalEvent, parseEventPayload } from './portal-event.ts';

type EventSubscriber = (event: PortalEvent) => void;

export type EventFeed = {
  /** Every event from now on, from any process, once each; answers the unsubscribe. */
  subscribe: (subscriber: EventSubscriber) => () => void;
  close: () => Promise<void>;
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
export async function openEventFeed(db: Db, log: FastifyBaseLogger): Promise<EventFeed> {
  const subscribers = new Set<EventSubscriber>();
  const recent = new Set<number>();
  let newest = await latestEventId(db);

  const deliver = (event: PortalEvent) => {
    if (recent.has(event.id)) return;
    recent.add(event.id);
    if (recent.size > REMEMBERED_IDS) recent.delete(recent.values().next().value as number);
    newest = Math.max(newest, event.id);
    for (const subscriber of subscribers) subscriber(event);
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
      onReconnect: () => void catchUp(),
    },
    log,
  );

  return {
    subscribe: (subscriber) => {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    close: async () => {
      subscribers.clear();
      await stop();
    },
  };
}
