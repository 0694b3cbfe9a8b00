import type { preHandlerAsyncHookHandler } from 'fastify';
import type { EmployeeType } from '../../shared/domain/employee-type.ts';
import { AppError } from './app-error.ts';

/** Route guard: only these employee types may call the route (ARCHITECTURE rule 5). */
export function requireRole(...allowed: EmployeeType[]): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!allowed.includes(request.employee.employeeType as EmployeeType)) {
      throw new AppError('forbidden', 'You do not have permission to do this.');
    }
  };
}

/** Completing, reopening and deleting paused jobs (PRODUCT "Roles"). */
export const SUPERVISORS: EmployeeType[] = ['office', 'admin', 'management'];
/** The admin panel: employee accounts and the global activity log. */
export const ADMINISTRATORS: EmployeeType[] = ['admin', 'management'];

export function isOneOf(employeeType: string, allowed: EmployeeType[]): boolean {
  return allowed.includes(employeeType as EmployeeType);
}
