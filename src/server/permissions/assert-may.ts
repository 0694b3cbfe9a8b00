import { FORBIDDEN_MESSAGE, may, type RoleAction } from '#shared/domain/role-permissions.ts';
import { AppError } from '../errors/app-error.ts';

/**
 * The role check as a service makes it, for rules that depend on the record as well as the route:
 * a 403 unless the role table allows the actor's employee type `action`. The route guards of
 * http/require-role.ts make the same check from the route's options.
 */
export function assertMay(
  actor: { employeeType: string },
  action: RoleAction,
  message = FORBIDDEN_MESSAGE,
): void {
  if (!may(actor.employeeType, action)) throw new AppError('forbidden', message);
}
