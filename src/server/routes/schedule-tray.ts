import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ScheduleTrayQuerySchema, ScheduleTraySchema } from '#shared/schemas/visit.ts';
import { getScheduleTray } from '../services/schedule-tray/schedule-tray.ts';

export const scheduleTrayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/schedule/tray',
    {
      config: { permission: 'schedule:read' },
      schema: {
        operationId: 'getScheduleTray',
        summary: 'What still needs a visit: held jobs ready to return, then unscheduled open work',
        tags: ['schedule'],
        querystring: ScheduleTrayQuerySchema,
        response: { 200: ScheduleTraySchema },
      },
    },
    async (request) => getScheduleTray(request.server.db, request.query),
  );
};
