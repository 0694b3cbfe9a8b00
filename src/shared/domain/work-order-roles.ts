import type { EmployeeType } from './employee-type.ts';

/**
 * PRODUCT "Roles": completing and reopening work and deleting paused jobs are for office, admin
 * and management. The server enforces it; the client uses it to offer the buttons.
 */
const SUPERVISOR_TYPES: readonly EmployeeType[] = ['office', 'admin', 'management'];

export function canCompleteWork(employeeType: EmployeeType | null | undefined): boolean {
  return employeeType != null && SUPERVISOR_TYPES.includes(employeeType);
}
