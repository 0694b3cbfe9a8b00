import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { RoleAction } from '#shared/domain/role-permissions.ts';
import { assertMay } from '../permissions/assert-may.ts';

/**
 * Route guard: the signed-in employee's type must be allowed the route's
 * `config.permission`. Run by the session hook as soon as the employee is known, so a caller
 * without the role learns that first, whatever the input (ADR 053).
 */
export function assertRoutePermission(request: FastifyRequest): void {
  const action = request.routeOptions.config.permission;
  if (action) assertMay(request.employee, action);
}

/**
 * For a route on one employee's record (`:id`): one's own, or anyone's for a role allowed `action`.
 * Decided from the path as soon as the session is known, before the body is read (ADR 053); the
 * service checks the same again.
 */
export function ownRecordOr(action: RoleAction, message: string): onRequestAsyncHookHandler {
  return async (request) => {
    const { id } = request.params as { id?: string };
    const isOwn = /^\d+$/.test(id ?? '') && Number(id) === request.employee.id;
    if (!isOwn) assertMay(request.employee, action, message);
  };
}
