import type { AssignedEmployee } from '#shared/schemas/work-order.ts';
import { EmployeeAvatar } from '../ui/employee-avatar.tsx';

type AssigneeAvatarsProps = { employees: AssignedEmployee[]; max: number };

/** SPEC 9: the first `max` assignees' avatars (3 on cards, 2 in lists), then '+N'. */
export function AssigneeAvatars({ employees, max }: AssigneeAvatarsProps) {
  if (employees.length === 0) return <span className="text-xs text-muted-foreground">Unassigned</span>;
  const shown = employees.slice(0, max);
  const hidden = employees.slice(max);
  return (
    <div className="flex items-center -space-x-1.5">
      {shown.map((employee) => (
        <EmployeeAvatar
          key={employee.id}
          name={employee.name}
          photo={employee.photo}
          colorTheme={employee.colorTheme}
        />
      ))}
      {hidden.length > 0 && (
        <span
          role="img"
          aria-label={`and ${hidden.length} more: ${hidden.map((employee) => employee.name).join(', ')}`}
          title={hidden.map((employee) => employee.name).join(', ')}
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-[11px] font-semibold text-muted-foreground ring-2 ring-background"
        >
          +{hidden.length}
        </span>
      )}
    </div>
  );
}
