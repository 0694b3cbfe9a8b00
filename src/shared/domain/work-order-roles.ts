import type { EmployeeType } from './employee-type.ts';

/**
 * PRODUCT "Roles": completing and reopening work and deleting paused jobs are for office, admin
 * and management. The server enforces it; the client uses it to offer the buttons.
 */
const SUPERVISOR_TYPES: readonly EmployeeType[] = ['office', 'admin', 'management'];

export function canCompleteWork(employeeType: EmployeeType | null | undefined): boolean {
  return employeeType != null && SUPERVISOR_TYPES.includes(employeeType);
}

/** Deleting a paused job (an on-hold order): office, admin, management. Any task: anyone. */
export function canDeleteWorkOrder(
  employeeType: EmployeeType | null | undefined,
  status: string | null | undefined,
): boolean {
  return status !== 'on-hold' || canCompleteWork(employeeType);
}

/** PRODUCT "Roles": the Employees page and switching an employee active or inactive. */
export function canManageEmployees(employeeType: EmployeeType | null | undefined): boolean {
  return employeeType === 'management';
}

/** PRODUCT "Roles": the Admin Panel (accounts, passwords, activity log): admin and management. */
export function canUseAdminPanel(employeeType: EmployeeType | null | undefined): boolean {
  return employeeType === 'admin' || employeeType === 'management';
}
