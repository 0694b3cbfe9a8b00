import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { isSessionLive } from '../services/auth.ts';
import type { EventFeed } from './event-feed.ts';
import { eventsAfter, latestEventId, type PortalEvent } from './portal-event.ts';

export type EventStreamOptions = {
  db: Db;
  feed: EventFeed;
  log: FastifyBaseLogger;
  employeeId: number;
  sessionTokenHash: string;
  /** The Last-Event-ID the client sent back after a lost connection, if any. */
  lastEventId: number | undefined;
  heartbeatMs: number;
  maxMs: number;
};

/** A replay longer than this is not worth it: the client refetches what it shows instead. */
const REPLAY_LIMIT = 500;
/** Unsent text beyond this means a client that stopped reading: the stream ends, it reconnects. */
const MAX_UNSENT_BYTES = 256 * 1024;

/** Whether this employee may hear of it: work orders are everyone's, notifications their own. */
function isVisibleTo(event: PortalEvent, employeeId: number): boolean {
  // What concerns sessions (ended, their employee changed) is for the server processes alone.
  if (event.kind.startsWith('session.') || event.kind.startsWith('employee.')) return false;
  if (event.kind.startsWith('notification.')) return event.employeeId === employeeId;
  return true;
}

/**
 * One SSE message: the kind, the work order's id, its status before and after and the fields the
 * change touched, never the data (ADR 044); they let a screen skip a list the change cannot
 * concern (issue 39).
 */
function formatEvent(event: PortalEvent): string {
  const { kind, workOrderId, statusBefore, statusAfter, changedFields } = event;
  const statuses = statusBefore === undefined ? {} : { statusBefore, statusAfter };
  const changed = changedFields === undefined ? {} : { changed: changedFields };
  const data = workOrderId === null ? { kind } : { kind, workOrderId, ...statuses, ...changed };
  return `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * One employee's stream of GET /api/events (text/event-stream). It first replays what the client
 * missed (after Last-Event-ID) or says where it starts ('ready' with the newest id), then passes on
 * each event from any process as it comes. Comments keep proxies from closing an idle stream;
 * the session is checked with each and when one of the employee's sessions ends, and a stream
 * lasts at most `maxMs` (the client reconnects and resumes).
 */
export function openEventStream(options: EventStreamOptions): { stream: PassThrough; end: () => void } {
  const { db, feed, log, employeeId } = options;
  const stream = new PassThrough();
  const sent = new Set<number>();
  let queued: PortalEvent[] | null = [];
  let ended = false;

  const write = (text: string) => {
    if (ended) return;
    stream.write(text);
    if (stream.writableLength > MAX_UNSENT_BYTES) end();
  };
  const send = (event: PortalEvent) => {
    if (sent.has(event.id) && event.kind !== 'reset') return;
    sent.add(event.id);
    if (isVisibleTo(event, employeeId)) write(formatEvent(event));
  };
  const checkSession = async () => {
    const live = await isSessionLive(db, options.sessionTokenHash).catch(() => true);
    if (!live) {
      write('event: session-ended\ndata: {}\n\n');
      end();
    }
  };

  const unsubscribe = feed.subscribe((event) => {
    if (event.kind === 'session.ended' && event.employeeId === employeeId) void checkSession();
    if (queued) queued.push(event);
    else send(event);
  });
  const heartbeat = setInterval(() => {
    write(': keep-alive\n\n');
    void checkSession();
  }, options.heartbeatMs);
  const lifetime = setTimeout(() => end(), options.maxMs);

  function end() {
    if (ended) return;
    ended = true;
    unsubscribe();
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    stream.end();
  }
  stream.on('close', end);

  const start = async () => {
    let newest: number;
    if (options.lastEventId === undefined) {
      newest = await latestEventId(db);
    } else {
      const { events, complete } = await eventsAfter(db, options.lastEventId, REPLAY_LIMIT);
      newest = events.at(-1)?.id ?? options.lastEventId;
      if (complete) events.forEach(send);
      else send({ id: newest, kind: 'reset', workOrderId: null, employeeId: null });
    }
    write(`id: ${newest}\nevent: ready\ndata: {}\n\n`);
    const waiting = queued ?? [];
    queued = null;
    waiting.forEach(send);
  };
  start().catch((error: unknown) => {
    log.warn({ err: error }, 'live updates: could not start a stream');
    end();
  });
  return { stream, end };
}
