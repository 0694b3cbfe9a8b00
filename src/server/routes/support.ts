import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SUPPORT_SENT_MESSAGE,
  SupportContactSchema,
  SupportRequestSchema,
  SupportResponseSchema,
} from '#shared/schemas/support.ts';
import { AppError } from '../errors/app-error.ts';
import { sendSupportMessage } from '../services/notifications.ts';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/support',
    {
      schema: {
        operationId: 'sendSupportMessage',
        summary: 'Send a message to the administrators',
        tags: ['support'],
        body: SupportRequestSchema,
        response: { 201: SupportResponseSchema },
      },
      config: {
        // Each request emails every admin: a stuck button or a script must not flood them. Counted
        // in the database, so the limit holds however many processes serve (ADR 043).
        rateLimit: {
          max: 10,
          timeWindow: '1 hour',
          keyGenerator: (request) => `support:${request.employee.id}`,
          errorResponseBuilder: () =>
            new AppError('rate_limited', 'Too many support messages. Please try again later.'),
        },
      },
    },
    async (request, reply) => {
      await sendSupportMessage(request.server.db, request.employee, request.body);
      return reply.status(201).send({ message: SUPPORT_SENT_MESSAGE });
    },
  );

  app.get(
    '/api/support/contact',
    {
      schema: {
        operationId: 'getSupportContact',
        summary: "Support's phone number and email",
        tags: ['support'],
        response: { 200: SupportContactSchema },
      },
    },
    async (request) => ({
      phone: request.server.config.supportPhone,
      email: request.server.config.supportEmail,
    }),
  );
};
