import { lazy, Suspense, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
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
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="sm:max-w-xl"
        // A stray click beside the form (or the one-time password) must not throw it away.
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>Employee created</DialogTitle>
              <DialogDescription>
                {created.employee.name} can sign in with {created.employee.email} and this password.
              </DialogDescription>
            </DialogHeader>
            <TemporaryPassword name={created.employee.name} password={created.temporaryPassword} />
            <DialogFooter>
              <Button onClick={onClose}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{EMPLOYEE_TEXTS.addEmployee}</DialogTitle>
              <DialogDescription>
                Fields marked * are required. A temporary password is made for the new account.
              </DialogDescription>
            </DialogHeader>
            <Suspense fallback={<FormSkeleton fields={5} />}>
              <AddEmployeeForm onCancel={onClose} onCreated={setCreated} />
            </Suspense>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
