import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreatePausedJobSchema, WorkOrderSchema } from '#shared/schemas/work-order.ts';
import { createPausedJob } from '../services/create-work-order.ts';

export const pausedJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/paused-jobs',
    {
      // 403: completing or reopening is for office, admin and management; 409: job # used by open work.
      config: { openapi: { errors: [403, 409] } },
      schema: {
        operationId: 'createPausedJob',
        summary: 'Create a paused job',
        tags: ['paused jobs'],
        body: CreatePausedJobSchema,
        response: { 201: WorkOrderSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPausedJob(request.server.db, request.employee, request.body)),
  );
};
