import type { AssignedEmployee } from '#shared/schemas/work-order.ts';

/** Two names still fit one line on a 360 px phone; more become a count ('N assigned'). */
const MAX_NAMES = 2;

/** Who is on a job, in words short enough for a phone card. */
export function assigneeSummary(employees: readonly Pick<AssignedEmployee, 'name'>[]): string {
  if (employees.length === 0) return 'Unassigned';
  if (employees.length > MAX_NAMES) return `${employees.length} assigned`;
  return employees.map((employee) => employee.name).join(', ');
}
