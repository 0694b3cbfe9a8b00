import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EventStreamBodySchema } from '#shared/schemas/events.ts';
import { type EventFeed, openEventFeed } from '../events/event-feed.ts';
import { openEventStream } from '../events/event-stream.ts';
import { isSessionEvent } from '../events/portal-event.ts';
import { forgetAllSessions, forgetSessionsOf } from '../services/session-memory.ts';
import { followFeed, noteDataChanged } from '../services/shared-reads.ts';

const EventStreamHeadersSchema = z.object({
  'last-event-id': z
    .string()
    .regex(/^\d{1,15}$/, 'Last-Event-ID must be the id of an event this server sent.')
    .optional()
    .meta({
      description: 'The last `id` received, after a lost connection: the missed events are sent first.',
    }),
});

/** A feed that could not open: this process hears no other's changes, so it shares no answer. */
const NOT_LISTENING = { listening: () => false, hasHeard: () => false, untilHeard: async () => false };

/**
 * GET /api/events (issue 26, ADR 044): live updates as Server-Sent Events, fed by the database's
 * announcements, so a change made through any server process reaches every open screen.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  // The feed opens when the server starts listening (or at the first stream, for app.inject), not
  // at registration: building the app (the OpenAPI script, tests) needs no database yet.
  let opening: Promise<EventFeed> | undefined;
  const feed = () => {
    // Announcements missed while the feed reconnects: every shared answer is dropped, and none is
    // shared until the feed listens again (services/shared-reads.ts).
    const onGap = () => {
      noteDataChanged(app.db);
      forgetAllSessions(app.db);
    };
    opening ??= openEventFeed(app.db, app.log, { onGap }).then((opened) => {
      // Answers shared between this process's requests are read again after a write through any
      // process, as they already are after one through this process. Subscribed first, so the
      // answers are dropped before any stream tells a screen of the change.
      opened.subscribe((event) => {
        if (!event.kind.startsWith('notification.') && !event.kind.startsWith('session.'))
          noteDataChanged(app.db);
        // Sessions ended, or their employee changed (a role, deactivation): reads look that
        // employee's sessions up again (services/session-memory.ts).
        if (isSessionEvent(event)) forgetSessionsOf(app.db, event.employeeId);
      });
      followFeed(app.db, opened);
      return opened;
    });
    // A database that does not answer yet: the next stream tries again; meanwhile nothing is shared.
    opening.catch(() => {
      opening = undefined;
      followFeed(app.db, NOT_LISTENING);
    });
    return opening;
  };
  const open = new Set<() => void>();
  app.addHook('onListen', async () => {
    await feed().catch((error: unknown) =>
      app.log.warn({ err: error }, 'live updates: could not listen yet'),
    );
  });
  // A closing server ends its streams (their clients reconnect, to another process or to this one
  // when it is back, and resume after their Last-Event-ID) instead of waiting the grace period out.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.addHook('onClose', async () => {
    const opened = await opening?.catch(() => undefined);
    await opened?.close();
  });

  app.get(
    '/api/events',
    {
      // A stream lasts up to eventStreamMaxMs; the request time limit would cut it at 30 s.
      handlerTimeout: app.config.eventStreamMaxMs + 60_000,
      // Compressed, the messages would wait in the compressor's buffer instead of going out.
      compress: false,
      schema: {
        operationId: 'streamEvents',
        summary: 'Live updates: what changed, as Server-Sent Events',
        tags: ['events'],
        headers: EventStreamHeadersSchema,
        response: {
          200: {
            description: 'The live updates stream',
            content: { 'text/event-stream': { schema: EventStreamBodySchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const lastEventId = request.headers['last-event-id'];
      const { stream, end } = openEventStream({
        db: request.server.db,
        feed: await feed(),
        log: request.log,
        employeeId: request.employee.id,
        sessionTokenHash: request.sessionTokenHash,
        lastEventId: lastEventId === undefined ? undefined : Number(lastEventId),
        heartbeatMs: request.server.config.eventHeartbeatMs,
        maxMs: request.server.config.eventStreamMaxMs,
      });
      open.add(end);
      stream.on('close', () => open.delete(end));
      request.raw.on('close', end);
      return (
        reply
          .type('text/event-stream; charset=utf-8')
          // nginx (and proxies that honour it) pass each message on at once instead of buffering.
          .header('x-accel-buffering', 'no')
          .send(stream)
      );
    },
  );
};
