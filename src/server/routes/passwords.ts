import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import { EmployeeWithTemporaryPasswordSchema } from '#shared/schemas/employee.ts';
import {
  ChangePasswordResponseSchema,
  ChangePasswordSchema,
  PASSWORD_MESSAGES,
} from '#shared/schemas/password.ts';
import { changePassword, resetPassword } from '../services/password-changes.ts';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  // Under /api/auth, but it needs a session like every route not declared public.
  app.post(
    '/api/auth/change-password',
    {
      // 429: too many wrong current passwords in a row (kept in the database).
      config: { openapi: { errors: [429] } },
      schema: {
        operationId: 'changePassword',
        summary: 'Change your own password; ends your other sessions',
        tags: ['auth'],
        body: ChangePasswordSchema,
        response: { 200: ChangePasswordResponseSchema },
      },
    },
    async (request) => {
      await changePassword(request.server.db, {
        employee: request.employee,
        sessionTokenHash: request.sessionTokenHash,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
      });
      return { message: PASSWORD_MESSAGES.changed };
    },
  );

  app.post(
    '/api/employees/:id/reset-password',
    {
      config: { permission: 'employees:administer' },
      schema: {
        operationId: 'resetEmployeePassword',
        summary: "Give someone a new temporary password; ends that employee's sessions",
        tags: ['employees'],
        params: IdParamsSchema,
        response: { 200: EmployeeWithTemporaryPasswordSchema },
      },
    },
    async (request) => resetPassword(request.server.db, request.employee, request.params.id),
  );
};
