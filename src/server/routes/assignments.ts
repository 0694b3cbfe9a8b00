import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssignedEmployeeListSchema,
  AssignmentListSchema,
  AssignRequestSchema,
} from '#shared/schemas/assignment.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import {
  assignEmployee,
  listAssignedEmployees,
  listAssignments,
  unassignEmployee,
} from '../services/assignments.ts';

/** Any signed-in employee may assign and unassign (SPEC 6); answers are the assigned employees. */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/work-orders/:id/assignments',
    {
      schema: {
        tags: ['assignments'],
        summary: 'Assignment rows with who assigned and when',
        params: IdParamsSchema,
        response: { 200: AssignmentListSchema },
      },
    },
    async (request) => listAssignments(request.server.db, request.params.id),
  );

  app.get(
    '/api/work-orders/:id/assigned-employees',
    {
      schema: {
        tags: ['assignments'],
        summary: 'Employees assigned to a work order',
        params: IdParamsSchema,
        response: { 200: AssignedEmployeeListSchema },
      },
    },
    async (request) => listAssignedEmployees(request.server.db, request.params.id),
  );

  app.post(
    '/api/work-orders/:id/assign',
    {
      schema: {
        tags: ['assignments'],
        summary: 'Assign an active employee (idempotent)',
        params: IdParamsSchema,
        body: AssignRequestSchema,
        response: { 200: AssignedEmployeeListSchema },
      },
    },
    async (request) =>
      assignEmployee(request.server.db, {
        workOrderId: request.params.id,
        employeeId: request.body.employeeId,
        actor: request.employee,
      }),
  );

  app.post(
    '/api/work-orders/:id/unassign',
    {
      schema: {
        tags: ['assignments'],
        summary: 'Unassign an employee (no-op when not assigned)',
        params: IdParamsSchema,
        body: AssignRequestSchema,
        response: { 200: AssignedEmployeeListSchema },
      },
    },
    async (request) =>
      unassignEmployee(request.server.db, {
        workOrderId: request.params.id,
        employeeId: request.body.employeeId,
        actor: request.employee,
      }),
  );
};
