import type { AssignedEmployee } from '#shared/schemas/work-order.ts';
import { EmployeeAvatar } from '../ui/employee-avatar.tsx';

type AssigneeAvatarsProps = { employees: AssignedEmployee[]; max: number };

/** The first `max` assignees' avatars (3 on cards, 2 in lists), then '+N'. */
export function AssigneeAvatars({ employees, max }: AssigneeAvatarsProps) {
  if (employees.length === 0) return <span className="text-xs text-muted-foreground">Unassigned</span>;
  const hiddenNames = employees.slice(max).map((employee) => employee.name);
  return (
    <div className="flex items-center -space-x-1.5">
      {/* The avatar takes the employee's name, photo and colour theme; it ignores the rest. */}
      {employees.slice(0, max).map((employee) => (
        <EmployeeAvatar key={employee.id} {...employee} />
      ))}
      {hiddenNames.length > 0 && (
        <span
          role="img"
          aria-label={`and ${hiddenNames.length} more: ${hiddenNames.join(', ')}`}
          title={hiddenNames.join(', ')}
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-[11px] font-semibold text-muted-foreground ring-2 ring-background"
        >
          +{hiddenNames.length}
        </span>
      )}
    </div>
  );
}
