import { useId, useState } from 'react';
import { ConfirmDeactivationDialog } from '#client/components/confirm-deactivation-dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import type { Employee } from '#shared/schemas/employee.ts';
import { useSetEmployeeStatus } from '../api/set-employee-status.ts';
import { EmployeeStatusBadge } from './employee-status-badge.tsx';

type EmployeeStatusControlProps = {
  employee: Employee;
  /** Management only (the role table in docs/product.md); admins see the status and who changes it. */
  canChange: boolean;
  /** The signed-in employee's own account: the server refuses to deactivate it. */
  isSelf: boolean;
};

/** Active/inactive: a switch for management, asking before a deactivation (it signs them out). */
export function EmployeeStatusControl({ employee, canChange, isSelf }: EmployeeStatusControlProps) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const status = useSetEmployeeStatus();

  if (!canChange) {
    return (
      <div className="grid gap-1.5">
        <div className="flex items-center gap-2">
          <span className="text-sm font-medium">Status</span>
          <EmployeeStatusBadge isActive={employee.isActive} />
        </div>
        <p className="text-sm text-muted-foreground">Only management can activate or deactivate employees.</p>
      </div>
    );
  }

  const change = (isActive: boolean) =>
    status.mutate({ id: employee.id, isActive }, { onSettled: () => setConfirming(false) });
  const lockedOn = isSelf && employee.isActive;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={id}>Active</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {employee.isActive ? 'Can sign in.' : 'Cannot sign in until reactivated.'}
          {lockedOn && ' You cannot deactivate your own account.'}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {status.isPending && <Spinner label="Updating status" />}
        <Switch
          id={id}
          checked={employee.isActive}
          disabled={status.isPending || lockedOn}
          aria-describedby={`${id}-hint`}
          onCheckedChange={(next) => (next ? change(true) : setConfirming(true))}
        />
      </div>
      {confirming && (
        <ConfirmDeactivationDialog
          name={employee.name}
          pending={status.isPending}
          onOpenChange={setConfirming}
          onConfirm={() => change(false)}
        />
      )}
    </div>
  );
}
