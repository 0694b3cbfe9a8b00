import { groupEmployeesByType } from '#client/lib/group-employees-by-type.ts';
import { type EmployeeType, employeeTypeLabel } from '#shared/domain/employee-type.ts';
import type { Employee } from '#shared/schemas/employee.ts';

type GroupedEmployeeOptionsProps = {
  employees: readonly Employee[];
  /** The type the field is for; those people come first. */
  firstType: EmployeeType;
  /** Heading of the first group, e.g. 'Technicians'. */
  firstLabel: string;
  /** Heading of everyone else; the group is left out when nobody else is offered. */
  othersLabel?: string;
  /** Off where everyone offered has one type and the heading already names it. */
  showType?: boolean;
};

function EmployeeOption({ employee, showType }: { employee: Employee; showType: boolean }) {
  return (
    <option value={employee.id}>
      {showType ? `${employee.name} (${employeeTypeLabel(employee.employeeType)})` : employee.name}
    </option>
  );
}

/**
 * A people <select>'s options: 'None', the field's own type under its heading, then everyone else
 * under another. Native optgroups, so phones and screen readers announce the headings themselves.
 */
export function GroupedEmployeeOptions({
  employees,
  firstType,
  firstLabel,
  othersLabel = 'Other employees',
  showType = true,
}: GroupedEmployeeOptionsProps) {
  const { first, others } = groupEmployeesByType(employees, firstType);
  return (
    <>
      <option value="">None</option>
      {first.length > 0 && (
        <optgroup label={firstLabel}>
          {first.map((employee) => (
            <EmployeeOption key={employee.id} employee={employee} showType={showType} />
          ))}
        </optgroup>
      )}
      {others.length > 0 && (
        <optgroup label={othersLabel}>
          {others.map((employee) => (
            <EmployeeOption key={employee.id} employee={employee} showType={showType} />
          ))}
        </optgroup>
      )}
    </>
  );
}
