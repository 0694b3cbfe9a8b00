import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '../../shared/schemas/common.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: { tags: ['health'], security: [], response: { 200: HealthSchema, 503: HealthSchema } },
    },
    async (request, reply) => {
      try {
        await request.server.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply.status(503).send({ status: 'error', database: 'error' });
      }
    },
  );
};
