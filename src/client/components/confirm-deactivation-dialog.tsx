import { ConfirmDialog } from './ui/confirm-dialog.tsx';

type ConfirmDeactivationDialogProps = {
  name: string;
  pending: boolean;
  /** The confirm button's words while the change is sent; 'Deactivate' throughout when omitted. */
  pendingLabel?: string;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
};

/**
 * Asked before an employee is deactivated, on the Employees page and in the Admin Panel: it signs
 * them out at once. Mounted only while asked.
 */
export function ConfirmDeactivationDialog({
  name,
  pending,
  pendingLabel,
  onOpenChange,
  onConfirm,
}: ConfirmDeactivationDialogProps) {
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={`Deactivate ${name}?`}
      description={`${name} is signed out and cannot sign in until reactivated.`}
      confirmLabel={pending && pendingLabel ? pendingLabel : 'Deactivate'}
      destructive
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
