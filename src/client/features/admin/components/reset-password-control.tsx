import { KeyRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import type { Employee } from '#shared/schemas/employee.ts';
import { useResetEmployeePassword } from '../api/reset-password.ts';

type ResetPasswordControlProps = { employee: Employee; onReset: (temporaryPassword: string) => void };

/** 'Reset password', asked first: the old password and every session of theirs end. */
export function ResetPasswordControl({ employee, onReset }: ResetPasswordControlProps) {
  const [confirming, setConfirming] = useState(false);
  const reset = useResetEmployeePassword();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="grid min-w-0 gap-1">
        <span className="text-sm font-medium">Password</span>
        <p className="text-sm text-muted-foreground">
          A temporary password, to be changed at the next sign-in.
        </p>
      </div>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        <KeyRoundIcon aria-hidden="true" />
        Reset password
      </Button>
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={setConfirming}
          title="Reset password?"
          description={`Reset the password of ${employee.name}? Their current password stops working and they are signed out.`}
          confirmLabel="Reset password"
          destructive
          pending={reset.isPending}
          onConfirm={() =>
            reset.mutate(employee.id, {
              onSuccess: ({ temporaryPassword }) => {
                setConfirming(false);
                onReset(temporaryPassword);
              },
              onError: () => setConfirming(false),
            })
          }
        />
      )}
    </div>
  );
}
