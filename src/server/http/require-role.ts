import type { preHandlerAsyncHookHandler } from 'fastify';
import { FORBIDDEN_MESSAGE, may, type RoleAction } from '#shared/domain/role-permissions.ts';
import { AppError } from './app-error.ts';

/** Route guard: the signed-in employee's type must be allowed the action (ARCHITECTURE rule 5). */
export function requirePermission(action: RoleAction): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!may(request.employee.employeeType, action)) throw new AppError('forbidden', FORBIDDEN_MESSAGE);
  };
}

/** Services' form of the same check, for rules that depend on the record as well as the route. */
export function assertMay(
  actor: { employeeType: string },
  action: RoleAction,
  message = FORBIDDEN_MESSAGE,
): void {
  if (!may(actor.employeeType, action)) throw new AppError('forbidden', message);
}
