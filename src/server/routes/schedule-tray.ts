import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SharedReadHeadersSchema } from '#shared/schemas/read-headers.ts';
import { ScheduleTrayQuerySchema, ScheduleTraySchema } from '#shared/schemas/visit.ts';
import { sendSharedAnswer, sharedAnswers } from '../http/shared-answer.ts';
import { EVERY_READER } from '../services/read-visibility.ts';
import { getScheduleTray } from '../services/schedule-tray/schedule-tray.ts';

export const scheduleTrayRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every dispatcher's board asks for the tray after each change: shared (http/shared-answer.ts).
  const sharedTrays = sharedAnswers(20);
  app.get(
    '/api/schedule/tray',
    {
      config: { permission: 'schedule:read', openapi: { sharedAnswer: true } },
      schema: {
        operationId: 'getScheduleTray',
        summary: 'What still needs a visit: held jobs ready to return, then unscheduled open work',
        tags: ['schedule'],
        headers: SharedReadHeadersSchema,
        querystring: ScheduleTrayQuerySchema,
        response: { 200: ScheduleTraySchema },
      },
    },
    async (request, reply) =>
      sendSharedAnswer(request, reply, {
        cache: sharedTrays,
        visibility: EVERY_READER,
        read: async () => ({ body: await getScheduleTray(request.server.db, request.query) }),
      }),
  );
};
