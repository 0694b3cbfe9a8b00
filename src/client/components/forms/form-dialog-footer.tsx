import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';

/**
 * A footer that stays at the bottom of a long, scrolling dialog, so its buttons are reachable on a
 * phone. The negative margins undo DialogContent's padding (p-6) so the bar spans the dialog.
 */
export const STICKY_DIALOG_FOOTER = 'sticky -bottom-6 -mx-6 -mb-6 border-t bg-background px-6 py-4';

type FormDialogFooterProps = {
  submitLabel: ReactNode;
  /** What the submit button says while the request runs ('Creating...'). */
  pendingLabel: ReactNode;
  pending: boolean;
  onCancel: () => void;
  className?: string;
};

/**
 * Cancel and the form's submit button. While pending the submit shows a spinner and
 * `pendingLabel` and is aria-disabled (still focusable): the form ignores a second submit.
 */
export function FormDialogFooter({
  submitLabel,
  pendingLabel,
  pending,
  onCancel,
  className,
}: FormDialogFooterProps) {
  return (
    <DialogFooter className={className}>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={pending} loadingText={pendingLabel}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
