import { useId, useState } from 'react';
import { ConfirmDeactivationDialog } from '#client/components/confirm-deactivation-dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import type { Employee } from '#shared/schemas/employee.ts';
import { EMPLOYEE_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { useSetEmployeeStatus } from '../api/set-employee-status.ts';

type EmployeeStatusSwitchProps = {
  employee: Pick<Employee, 'id' | 'name' | 'isActive'>;
  /** The signed-in manager's own card: the server refuses self-deactivation, so it is not offered. */
  isSelf: boolean;
  /** The card's name heading, so the switch is announced with whose it is. */
  describedBy: string;
};

/**
 * Active/inactive (management). The label says the state the employee is in, so an inactive
 * employee's switch reads "Inactive", off. Deactivating asks first: it signs the employee out.
 */
export function EmployeeStatusSwitch({ employee, isSelf, describedBy }: EmployeeStatusSwitchProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [confirming, setConfirming] = useState(false);
  const setStatus = useSetEmployeeStatus(employee.id);

  const change = (isActive: boolean) => {
    if (isActive) setStatus.mutate(true);
    else setConfirming(true);
  };

  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <Switch
        id={id}
        checked={employee.isActive}
        onCheckedChange={change}
        disabled={setStatus.isPending || isSelf}
        aria-describedby={isSelf ? `${describedBy} ${hintId}` : describedBy}
      />
      <Label htmlFor={id}>{employee.isActive ? EMPLOYEE_TEXTS.active : EMPLOYEE_TEXTS.inactive}</Label>
      {setStatus.isPending && <Spinner label="Saving status" />}
      {isSelf && (
        <span id={hintId} className="text-xs text-muted-foreground">
          (your account)
        </span>
      )}
      {/* Mounted only while asked: one dialog root per card is not needed. */}
      {confirming && (
        <ConfirmDeactivationDialog
          name={employee.name}
          pending={setStatus.isPending}
          pendingLabel="Deactivating..."
          onOpenChange={setConfirming}
          onConfirm={() => setStatus.mutate(false, { onSettled: () => setConfirming(false) })}
        />
      )}
    </div>
  );
}
