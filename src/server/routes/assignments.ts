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

/** Any signed-in employee may assign and unassign; answers are the assigned employees. */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/work-orders/:id/assignments',
    {
      schema: {
        operationId: 'listAssignments',
        summary: 'Assignment rows with who assigned and when',
        tags: ['assignments'],
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
        operationId: 'listAssignedEmployees',
        summary: 'Employees assigned to a work order',
        tags: ['assignments'],
        params: IdParamsSchema,
        response: { 200: AssignedEmployeeListSchema },
      },
    },
    async (request) => listAssignedEmployees(request.server.db, request.params.id),
  );

  // Assign and unassign take the same request and give the same answer; only the change differs.
  for (const { action, operationId, summary, change } of [
    {
      action: 'assign',
      operationId: 'assignEmployee',
      summary: 'Assign an active employee (idempotent)',
      change: assignEmployee,
    },
    {
      action: 'unassign',
      operationId: 'unassignEmployee',
      summary: 'Unassign an employee (no-op when not assigned)',
      change: unassignEmployee,
    },
  ]) {
    app.post(
      `/api/work-orders/:id/${action}`,
      {
        schema: {
          operationId,
          summary,
          tags: ['assignments'],
          params: IdParamsSchema,
          body: AssignRequestSchema,
          response: { 200: AssignedEmployeeListSchema },
        },
      },
      async (request) =>
        change(request.server.db, {
          orderId: request.params.id,
          employeeId: request.body.employeeId,
          actor: request.employee,
        }),
    );
  }
};
