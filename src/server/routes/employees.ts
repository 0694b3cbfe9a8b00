import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import {
  CreateEmployeeSchema,
  CurrentEmployeeSchema,
  EmployeeListQuerySchema,
  EmployeeListSchema,
  EmployeeWithTemporaryPasswordSchema,
} from '#shared/schemas/employee.ts';
import { UpdateEmployeeSchema, UpdateEmployeeStatusSchema } from '#shared/schemas/employee-update.ts';
import { listPageRoute } from '../http/list-page-route.ts';
import { ownRecordOr } from '../http/require-role.ts';
import { createEmployeeAccount } from '../services/create-employee.ts';
import { listEmployees, setEmployeeStatus } from '../services/employees.ts';
import { OWN_PROFILE_ONLY_MESSAGE, updateEmployee } from '../services/update-employee.ts';

/**
 * Writes answer the full account view (CurrentEmployeeSchema): only the employee themself or an
 * administrator can make them, and both may see the settings and mustChangePassword.
 */
export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  listPageRoute(app, '/api/employees', {
    operationId: 'listEmployees',
    summary: 'Employees, searched and filtered',
    tags: ['employees'],
    querystring: EmployeeListQuerySchema,
    response: EmployeeListSchema,
    page: (request) => listEmployees(request.server.db, request.query),
  });

  app.post(
    '/api/employees',
    {
      // 409: the email is taken.
      config: { permission: 'employees:administer', openapi: { errors: [409] } },
      schema: {
        operationId: 'createEmployee',
        summary: 'Create an account with a temporary password',
        tags: ['employees'],
        body: CreateEmployeeSchema,
        response: { 201: EmployeeWithTemporaryPasswordSchema },
      },
    },
    async (request, reply) => {
      const created = await createEmployeeAccount(request.server.db, request.employee, request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/employees/:id',
    {
      onRequest: ownRecordOr('employees:administer', OWN_PROFILE_ONLY_MESSAGE),
      // 403: someone else's profile, or an administrator's field, without being an administrator;
      // 409: the email is taken, or it would leave no active management account.
      config: { openapi: { errors: [403, 409] } },
      schema: {
        operationId: 'updateEmployee',
        summary: 'Edit a profile and its settings',
        tags: ['employees'],
        params: IdParamsSchema,
        body: UpdateEmployeeSchema,
        response: { 200: CurrentEmployeeSchema },
      },
    },
    async (request) =>
      updateEmployee(request.server.db, request.employee, { id: request.params.id, changes: request.body }),
  );

  app.patch(
    '/api/employees/:id/status',
    {
      // 409: it would leave no active management account.
      config: { permission: 'employees:set-active', openapi: { errors: [409] } },
      schema: {
        operationId: 'setEmployeeStatus',
        summary: 'Activate or deactivate an account (management)',
        tags: ['employees'],
        params: IdParamsSchema,
        body: UpdateEmployeeStatusSchema,
        response: { 200: CurrentEmployeeSchema },
      },
    },
    async (request) =>
      setEmployeeStatus(request.server.db, request.employee, {
        id: request.params.id,
        isActive: request.body.isActive,
      }),
  );
};
