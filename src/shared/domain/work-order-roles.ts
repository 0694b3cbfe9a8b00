import type { EmployeeType } from './employee-type.ts';
import { may } from './role-permissions.ts';

/**
 * The client's questions about buttons, answered from the one role table (role-permissions.ts).
 * The server enforces the same rows; these only decide what to offer.
 */
type Role = EmployeeType | null | undefined;

/** Complete and Reopen: office, admin, management. */
export function canCompleteWork(employeeType: Role): boolean {
  return may(employeeType, 'work-orders:complete');
}

/**
 * Delete: a task for anyone, a paused job for office, admin and management. The server also counts
 * a job that was on hold earlier as a paused job (ADR 021); the client knows the status only.
 */
export function canDeleteWorkOrder(employeeType: Role, status: string | null | undefined): boolean {
  return may(
    employeeType,
    status === 'on-hold' ? 'work-orders:delete-paused-job' : 'work-orders:delete-task',
  );
}

/** The Employees page and switching an employee active or inactive: management. */
export function canManageEmployees(employeeType: Role): boolean {
  return may(employeeType, 'employees:set-active');
}

/** The Admin Panel (accounts, passwords, activity log): admin and management. */
export function canUseAdminPanel(employeeType: Role): boolean {
  return may(employeeType, 'employees:administer');
}
