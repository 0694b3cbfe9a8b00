import { MailIcon, PhoneIcon, SettingsIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { AvatarBesideName } from '#client/components/avatar-beside-name.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { employeeTypeLabel } from '#shared/domain/employee-type.ts';
import type { Workload } from '#shared/schemas/dashboard.ts';
import type { Employee } from '#shared/schemas/employee.ts';
import { EMPLOYEE_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { EmployeeStatusSwitch } from './employee-status-switch.tsx';
import { EmployeeWorkload } from './employee-workload.tsx';

type EmployeeCardProps = {
  employee: Employee;
  workload: Workload | undefined;
  workloadStatus: 'pending' | 'error' | 'success';
  isSelf: boolean;
};

/** A dialable number: digits and a leading +, whatever separators the office typed. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** One employee: who, how to reach them, how busy they are, and management's controls. */
export function EmployeeCard({ employee, workload, workloadStatus, isSelf }: EmployeeCardProps) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      data-testid="employee-card"
      data-employee-id={employee.id}
      className="flex w-full min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex min-w-0 items-start gap-3">
        <AvatarBesideName employee={employee} size="md" />
        <div className="min-w-0 flex-1">
          <h2 id={nameId} className="font-semibold break-words">
            {employee.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {employeeTypeLabel(employee.employeeType)}
            {employee.title && <span> &middot; {employee.title}</span>}
          </p>
        </div>
      </div>

      <ul className="grid gap-1.5 text-sm">
        <li className="flex min-w-0 items-center gap-2">
          <MailIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <a
            href={`mailto:${employee.email}`}
            className="min-w-0 break-all text-primary underline-offset-4 hover:underline"
          >
            {employee.email}
          </a>
        </li>
        {employee.phone && (
          <li className="flex min-w-0 items-center gap-2">
            <PhoneIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <a href={telHref(employee.phone)} className="text-primary underline-offset-4 hover:underline">
              {employee.phone}
            </a>
          </li>
        )}
      </ul>

      <EmployeeWorkload
        name={employee.name}
        isActive={employee.isActive}
        workload={workload}
        status={workloadStatus}
      />

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t pt-3">
        <EmployeeStatusSwitch employee={employee} isSelf={isSelf} describedBy={nameId} />
        <Button asChild variant="outline" size="sm">
          <Link to={`/admin?employeeId=${employee.id}`}>
            <SettingsIcon aria-hidden="true" />
            {EMPLOYEE_TEXTS.manage}
            <span className="sr-only"> {employee.name}</span>
          </Link>
        </Button>
      </div>
    </article>
  );
}
