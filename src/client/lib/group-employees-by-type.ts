import { EMPLOYEE_TYPES, type EmployeeType } from '#shared/domain/employee-type.ts';

type Groupable = { name: string; employeeType: EmployeeType };

export type EmployeeGroups<T extends Groupable> = {
  /** The people the field is meant for (e.g. technicians under Assigned Tech), by name. */
  first: T[];
  /** Everyone else, still on offer, by type then name so each type stays together. */
  others: T[];
};

const TYPE_ORDER = new Map<EmployeeType, number>(EMPLOYEE_TYPES.map((type, index) => [type, index]));

function byName(a: Groupable, b: Groupable): number {
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
}

/** Splits a picker's people into the field's own type first and the rest after, each in a stable order. */
export function groupEmployeesByType<T extends Groupable>(
  employees: readonly T[],
  firstType: EmployeeType,
): EmployeeGroups<T> {
  const first = employees.filter((employee) => employee.employeeType === firstType).sort(byName);
  const others = employees
    .filter((employee) => employee.employeeType !== firstType)
    .sort(
      (a, b) => (TYPE_ORDER.get(a.employeeType) ?? 0) - (TYPE_ORDER.get(b.employeeType) ?? 0) || byName(a, b),
    );
  return { first, others };
}
