import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, ReadinessSchema } from '#shared/schemas/common.ts';
import { migrationsAreCurrent } from '../db/migrate.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/service-unavailable.ts';
import { loggableError } from '../logger.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers, and says whether its database does.
  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Whether the server and its database answer',
        tags: ['health'],
        security: [],
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      try {
        await request.server.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: loggableError(error) }, 'health check: database did not answer');
        reply.header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS);
        return reply.status(503).send({ status: 'error', database: 'error' });
      }
    },
  );

  // Readiness, for a balancer: work may come here only while the database answers and has this
  // release's migrations. During shutdown the shutdown gate answers 503 before this runs.
  app.get(
    '/api/ready',
    {
      schema: {
        operationId: 'getReadiness',
        summary: 'Whether this server may take work: its database answers with current migrations',
        tags: ['health'],
        security: [],
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (request, reply) => {
      let current: boolean;
      try {
        current = await migrationsAreCurrent(request.server.db);
      } catch (error) {
        request.log.warn({ err: loggableError(error) }, 'readiness: database did not answer');
        reply.header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS);
        return reply.status(503).send({ status: 'not-ready', database: 'error', migrations: 'unknown' });
      }
      if (!current) {
        reply.header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS);
        return reply.status(503).send({ status: 'not-ready', database: 'ok', migrations: 'pending' });
      }
      return { status: 'ready' as const, database: 'ok' as const, migrations: 'current' as const };
    },
  );
};
