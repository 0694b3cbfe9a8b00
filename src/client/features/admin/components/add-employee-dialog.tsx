import { lazy, Suspense, useState } from 'react';
import { FormDialog } from '#client/components/forms/form-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';
import { FormSkeleton } from '#client/components/ui/form-skeleton.tsx';
import type { EmployeeWithTemporaryPassword } from '#shared/schemas/employee.ts';
import { EMPLOYEE_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { TemporaryPassword } from './temporary-password.tsx';

// The form validates with zod: its code arrives when the dialog opens (ADR 012).
const AddEmployeeForm = lazy(() =>
  import('./add-employee-form.tsx').then((m) => ({ default: m.AddEmployeeForm })),
);

/** The form, then the new account's temporary password, shown this once. */
export function AddEmployeeDialog({ onClose }: { onClose: () => void }) {
  const [created, setCreated] = useState<EmployeeWithTemporaryPassword | null>(null);
  if (created) {
    const { name, email } = created.employee;
    return (
      <FormDialog
        title="Employee created"
        description={
          <>
            {name} can sign in with {email} and this password.
          </>
        }
        className="sm:max-w-xl"
        onClose={onClose}
      >
        <TemporaryPassword name={name} password={created.temporaryPassword} />
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </FormDialog>
    );
  }
  return (
    <FormDialog
      title={EMPLOYEE_TEXTS.addEmployee}
      description="Fields marked * are required. A temporary password is made for the new account."
      className="sm:max-w-xl"
      onClose={onClose}
    >
      <Suspense fallback={<FormSkeleton fields={5} />}>
        <AddEmployeeForm onCancel={onClose} onCreated={setCreated} />
      </Suspense>
    </FormDialog>
  );
}
