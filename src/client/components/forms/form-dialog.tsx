import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { DialogHeading } from '#client/components/ui/dialog-heading.tsx';

type FormDialogProps = {
  title: ReactNode;
  description: ReactNode;
  /** The description's own classes (see DialogHeading). */
  descriptionClassName?: string;
  /** The dialog's own classes, chiefly its width ('sm:max-w-3xl'). */
  className?: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A dialog that is open while rendered and holds a form (or what follows it, like a one-time
 * password): the title and description, then `children`. A stray click beside a half-filled form
 * must not throw it away, so only Escape, the X and the form's own Cancel close it.
 */
export function FormDialog({
  title,
  description,
  descriptionClassName,
  className,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={className} onPointerDownOutside={(event) => event.preventDefault()}>
        <DialogHeading title={title} description={description} descriptionClassName={descriptionClassName} />
        {children}
      </DialogContent>
    </Dialog>
  );
}
