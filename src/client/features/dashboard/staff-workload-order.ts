import type { EmployeeType } from '#shared/domain/employee-type.ts';
import type { EmployeeStats } from '#shared/schemas/dashboard.ts';

/** Technicians carry the jobs, so they lead; then the office; then admin and management. */
const TYPE_RANK: Record<EmployeeType, number> = { plumber: 0, office: 1, admin: 2, management: 2 };

const current = (employee: EmployeeStats) => employee.workload.open + employee.workload.inProgress;

/** Admin and management appear only when they are on some work: otherwise a row of zeros. */
function hasWork(employee: EmployeeStats): boolean {
  return TYPE_RANK[employee.employeeType] < 2 || current(employee) + employee.workload.completed > 0;
}

/**
 * Staff Workload as a manager reads it: technicians first, each group the busiest first (most open
 * and in-progress work, then most completed in the period), then by name; admins and managers with
 * no jobs are left out.
 */
export function staffWorkloadOrder(employees: readonly EmployeeStats[]): EmployeeStats[] {
  return employees
    .filter(hasWork)
    .sort(
      (a, b) =>
        TYPE_RANK[a.employeeType] - TYPE_RANK[b.employeeType] ||
        current(b) - current(a) ||
        b.workload.completed - a.workload.completed ||
        a.name.localeCompare(b.name),
    );
}
