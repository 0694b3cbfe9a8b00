import { XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { LazyMultiEmployeePicker } from '#client/components/employee-picker/lazy-multi-employee-picker.tsx';
import type { PickerEmployee } from '#client/components/employee-picker/multi-employee-picker.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { EmployeeAvatar } from '#client/components/ui/employee-avatar.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useEmployees } from '#client/lib/employees-query.ts';
import type { AssignedEmployee } from '#shared/schemas/work-order.ts';
import { ASSIGNMENT_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { type AssignmentChange, useAssignmentChange } from '../../api/assignment-mutations.ts';

/** Who holds the job's two roles; both are also on its assigned list (create-work-order.ts). */
type Roles = { technician?: number | null; officeEmployee?: number | null };
type TeamAssignmentCardProps = { workOrderId: number; assignedEmployees: AssignedEmployee[]; roles?: Roles };

function roleOf(roles: Roles, id: number): string | null {
  if (roles.officeEmployee === id) return ASSIGNMENT_TEXTS.officeRole;
  if (roles.technician === id) return ASSIGNMENT_TEXTS.techRole;
  return null;
}
type Pending = ReadonlyMap<number, AssignmentChange['action']>;

/**
 * The assigned list as the server last said it (props, or a change's answer), with the changes in
 * flight laid over it, so a click shows at once and a failure simply drops back to the server's list.
 */
function useAssignedIds(assignedEmployees: AssignedEmployee[]) {
  const propKey = assignedEmployees.map((employee) => employee.id).join(',');
  const [syncedKey, setSyncedKey] = useState(propKey);
  const [confirmed, setConfirmed] = useState(assignedEmployees);
  const [pending, setPending] = useState<Pending>(new Map());
  if (syncedKey !== propKey) {
    setSyncedKey(propKey);
    setConfirmed(assignedEmployees);
  }
  const ids = confirmed.map((employee) => employee.id).filter((id) => pending.get(id) !== 'unassign');
  for (const [id, action] of pending) if (action === 'assign' && !ids.includes(id)) ids.push(id);
  const track = (change: AssignmentChange) =>
    setPending((current) => new Map(current).set(change.employeeId, change.action));
  const untrack = (change: AssignmentChange) =>
    setPending((current) => {
      const next = new Map(current);
      next.delete(change.employeeId);
      return next;
    });
  return { ids, confirmed, pending, setConfirmed, track, untrack };
}

/** Assigned members as removable badges, and a picker to add more. */
export function TeamAssignmentCard({ workOrderId, assignedEmployees, roles = {} }: TeamAssignmentCardProps) {
  const pickerId = useId();
  const employees = useEmployees();
  const assigned = useAssignedIds(assignedEmployees);
  const mutation = useAssignmentChange(workOrderId, {
    onAssigned: assigned.setConfirmed,
    onSettled: assigned.untrack,
  });

  const known = new Map<number, PickerEmployee>();
  for (const employee of employees.data ?? []) known.set(employee.id, employee);
  for (const { id, name, photo, colorTheme } of assigned.confirmed)
    known.set(id, { id, name, photo, colorTheme });
  const nameOf = (id: number) => known.get(id)?.name ?? 'Unknown';

  function change(action: AssignmentChange['action'], employeeId: number) {
    if (assigned.pending.has(employeeId)) return;
    const request = { action, employeeId, name: nameOf(employeeId) };
    assigned.track(request);
    mutation.mutate(request);
  }

  function pick(next: number[]) {
    for (const id of next) if (!assigned.ids.includes(id)) change('assign', id);
    for (const id of assigned.ids) if (!next.includes(id)) change('unassign', id);
  }

  // Inactive employees cannot be assigned; those already on the job stay listed so they can be removed.
  const choices = (employees.data ?? []).filter(
    (employee) => employee.isActive || assigned.ids.includes(employee.id),
  );

  return (
    <div className="space-y-3">
      {assigned.ids.length === 0 ? (
        <p className="text-sm text-muted-foreground">No one assigned yet</p>
      ) : (
        <ul aria-label="Assigned employees" className="flex flex-wrap gap-2">
          {assigned.ids.map((id) => {
            const employee = known.get(id);
            const busy = assigned.pending.has(id);
            const role = roleOf(roles, id);
            return (
              <li key={id}>
                <Badge variant="secondary" className="h-8 gap-1.5 py-0 pr-1 pl-1 text-sm font-normal">
                  <EmployeeAvatar
                    name={employee?.name}
                    photo={employee?.photo}
                    colorTheme={employee?.colorTheme}
                    size="sm"
                    className="size-6 text-[10px]"
                  />
                  <span className="max-w-48 truncate">{nameOf(id)}</span>
                  {role && <span className="text-xs text-muted-foreground">· {role}</span>}
                  <button
                    type="button"
                    aria-label={`Remove ${nameOf(id)}`}
                    disabled={busy}
                    onClick={() => change('unassign', id)}
                    className="inline-flex size-6 items-center justify-center rounded-full outline-none hover:bg-foreground/10 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
                  >
                    {busy ? (
                      <Spinner className="size-3" />
                    ) : (
                      <XIcon aria-hidden="true" className="size-3.5" />
                    )}
                  </button>
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
      <div className="space-y-2">
        <Label htmlFor={pickerId}>Add team members</Label>
        <LazyMultiEmployeePicker
          id={pickerId}
          employees={choices}
          value={assigned.ids}
          onChange={pick}
          disabled={employees.isPending || employees.isError}
          placeholder={employees.isPending ? 'Loading employees...' : 'Select employees'}
        />
        {employees.isError && (
          <p role="alert" className="text-sm text-destructive">
            {employees.error.message}
          </p>
        )}
      </div>
    </div>
  );
}
