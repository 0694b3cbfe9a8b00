import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';

type ShellProps = { title: string; onClose: () => void; children: ReactNode };

/** An open dialog that unmounts (through onClose) when dismissed by Escape, overlay or button. */
function UniversalDialogShell({ title, onClose, children }: ShellProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {children}
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Shown for a kind no feature has registered yet: the action works, the form is not here yet. */
export function PendingUniversalDialog({ title, onClose }: Omit<ShellProps, 'children'>) {
  return (
    <UniversalDialogShell title={title} onClose={onClose}>
      <DialogDescription>This form arrives with a later release of the portal.</DialogDescription>
    </UniversalDialogShell>
  );
}

/** Shown while a registered dialog's code is still downloading. */
export function LoadingUniversalDialog({ title, onClose }: Omit<ShellProps, 'children'>) {
  return (
    <UniversalDialogShell title={title} onClose={onClose}>
      <DialogDescription className="flex items-center gap-2">
        <Spinner /> Loading...
      </DialogDescription>
    </UniversalDialogShell>
  );
}
