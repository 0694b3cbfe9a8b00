import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { FormDialog } from '#client/components/forms/form-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';
import { FormSkeleton } from '#client/components/ui/form-skeleton.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ListError } from '#client/components/work-order-list/list-states.tsx';
import { useEmployees } from '#client/lib/employees-query.ts';
import type { EmployeeType } from '#shared/domain/employee-type.ts';
import { MANAGEMENT_ACCOUNT_MESSAGES, mayAdministerAccount } from '#shared/domain/role-permissions.ts';
import type { Employee } from '#shared/schemas/employee.ts';
import { EmployeeStatusControl } from './employee-status-control.tsx';
import { ResetPasswordControl } from './reset-password-control.tsx';
import { TemporaryPassword } from './temporary-password.tsx';

// The form validates with zod: its code arrives when the dialog opens (ADR 012).
const EditEmployeeForm = lazy(() =>
  import('./edit-employee-form.tsx').then((m) => ({ default: m.EditEmployeeForm })),
);

/** What the dialog shows: its heading (with a spinner while loading), then the content. */
type EmployeeDialogView = { title: string; description: string; busy?: boolean; content?: ReactNode };

type EmployeeDialogProps = {
  employeeId: number;
  /** The signed-in employee may switch accounts active/inactive (management). */
  canChangeStatus: boolean;
  currentEmployeeId: number;
  /** The signed-in employee's type: only management edits Management accounts (ADR 021). */
  viewerType: EmployeeType;
  onClose: () => void;
};

/**
 * One employee: edit the account, reset the password, and (management) activate or deactivate.
 * Looked up in the whole staff list, so `?employeeId=` works whatever the table shows.
 */
export function EmployeeDialog({
  employeeId,
  canChangeStatus,
  currentEmployeeId,
  viewerType,
  onClose,
}: EmployeeDialogProps) {
  const staff = useEmployees();
  const employee = staff.data?.find((candidate) => candidate.id === employeeId);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);

  const closeFooter = (label: 'Close' | 'Done') => (
    <DialogFooter>
      <Button onClick={onClose}>{label}</Button>
    </DialogFooter>
  );

  const view = ((): EmployeeDialogView => {
    if (staff.isPending) return { title: 'Employee', description: 'Loading employee...', busy: true };
    if (staff.isError && !staff.data) {
      return {
        title: 'Employee',
        description: 'The employee could not be loaded.',
        content: <ListError compact message={staff.error.message} onRetry={() => void staff.refetch()} />,
      };
    }
    if (!employee) {
      return {
        title: 'Employee not found',
        description: 'No employee has this id. Check the link.',
        content: closeFooter('Close'),
      };
    }
    if (temporaryPassword !== null) {
      return {
        title: 'Password reset',
        description: `${employee.name} has been signed out everywhere.`,
        content: (
          <>
            <TemporaryPassword name={employee.name} password={temporaryPassword} />
            {closeFooter('Done')}
          </>
        ),
      };
    }
    const isSelf = employee.id === currentEmployeeId;
    if (!mayAdministerAccount(viewerType, employee.employeeType)) {
      return {
        title: 'Employee',
        description: employee.name,
        content: (
          <>
            <p className="text-sm text-muted-foreground">{MANAGEMENT_ACCOUNT_MESSAGES.edit}</p>
            {closeFooter('Close')}
          </>
        ),
      };
    }
    return {
      title: 'Edit Employee',
      description: employee.name,
      content: (
        <>
          <Suspense fallback={<FormSkeleton fields={5} />}>
            <EditEmployeeForm
              key={employee.id}
              employee={employee}
              viewerType={viewerType}
              isSelf={isSelf}
              onSaved={onClose}
              onCancel={onClose}
            />
          </Suspense>
          <AccountSection
            employee={employee}
            canChangeStatus={canChangeStatus}
            isSelf={isSelf}
            onReset={setTemporaryPassword}
          />
        </>
      ),
    };
  })();

  return (
    <FormDialog
      title={view.title}
      description={
        <>
          {view.busy && <Spinner />}
          {view.description}
        </>
      }
      descriptionClassName="flex items-center gap-2 break-words"
      className="sm:max-w-2xl"
      onClose={onClose}
    >
      {view.content}
    </FormDialog>
  );
}

type AccountSectionProps = {
  employee: Employee;
  canChangeStatus: boolean;
  isSelf: boolean;
  onReset: (temporaryPassword: string) => void;
};

function AccountSection({ employee, canChangeStatus, isSelf, onReset }: AccountSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4 border-t pt-4">
      <h3 id={headingId} className="font-semibold">
        Account
      </h3>
      <EmployeeStatusControl employee={employee} canChange={canChangeStatus} isSelf={isSelf} />
      <ResetPasswordControl employee={employee} onReset={onReset} />
    </section>
  );
}
