import { PencilIcon } from 'lucide-react';
import { AvatarBesideName } from '#client/components/avatar-beside-name.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { employeeTypeLabel } from '#shared/domain/employee-type.ts';
import type { Employee } from '#shared/schemas/employee.ts';
import { EmployeeStatusBadge } from './employee-status-badge.tsx';

type EmployeeListProps = { employees: Employee[]; onEdit: (id: number) => void };

const cell = 'px-3 py-2.5 align-middle';
const COLUMNS = ['Name', 'Email', 'Phone', 'Type', 'Title', 'Status'];

type EditButtonProps = { employee: Employee; onEdit: (id: number) => void; size?: 'sm' };

/** 'Edit', named with whose account it opens. */
function EditButton({ employee, onEdit, size }: EditButtonProps) {
  return (
    <Button
      variant="outline"
      size={size}
      aria-label={`Edit ${employee.name}`}
      onClick={() => onEdit(employee.id)}
    >
      <PencilIcon aria-hidden="true" />
      Edit
    </Button>
  );
}

/** The desktop layout: one row per employee. */
export function EmployeesTable({ employees, onEdit }: EmployeeListProps) {
  return (
    <div className="relative overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">Employees</caption>
        <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={cell}>
                {column}
              </th>
            ))}
            <th scope="col" className={cell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {employees.map((employee) => (
            <tr key={employee.id} className="border-b last:border-b-0">
              <td className={cell}>
                <div className="flex items-center gap-2">
                  <AvatarBesideName employee={employee} />
                  <span className="font-medium">{employee.name}</span>
                </div>
              </td>
              <td className={`${cell} break-all`}>{employee.email}</td>
              <td className={`${cell} whitespace-nowrap`}>{employee.phone ?? ''}</td>
              <td className={cell}>{employeeTypeLabel(employee.employeeType)}</td>
              <td className={cell}>{employee.title ?? ''}</td>
              <td className={cell}>
                <EmployeeStatusBadge isActive={employee.isActive} />
              </td>
              <td className={`${cell} text-right`}>
                <EditButton employee={employee} onEdit={onEdit} size="sm" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The phone layout: a stacked card per employee, nothing wider than the screen. */
export function EmployeeCards({ employees, onEdit }: EmployeeListProps) {
  return (
    <ul className="grid gap-3">
      {employees.map((employee) => (
        <li key={employee.id} className="grid min-w-0 gap-3 rounded-xl border bg-card p-4">
          <div className="flex min-w-0 items-center gap-3">
            <AvatarBesideName employee={employee} size="md" />
            <div className="min-w-0 flex-1">
              <h2 className="truncate font-semibold">{employee.name}</h2>
              <p className="text-sm text-muted-foreground">
                {employeeTypeLabel(employee.employeeType)}
                {employee.title ? ` · ${employee.title}` : ''}
              </p>
            </div>
            <EmployeeStatusBadge isActive={employee.isActive} />
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="break-all">{employee.email}</dd>
            <dt className="text-muted-foreground">Phone</dt>
            <dd>{employee.phone ?? 'None'}</dd>
          </dl>
          <EditButton employee={employee} onEdit={onEdit} />
        </li>
      ))}
    </ul>
  );
}
