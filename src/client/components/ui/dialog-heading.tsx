import type { ReactNode } from 'react';
import { DialogDescription, DialogHeader, DialogTitle } from './dialog.tsx';

type DialogHeadingProps = {
  title: ReactNode;
  description: ReactNode;
  /** The description's own classes: 'sr-only' where only a screen reader needs it, say. */
  descriptionClassName?: string;
};

/** A dialog's title and the description Radix links to it, at the top of the dialog. */
export function DialogHeading({ title, description, descriptionClassName }: DialogHeadingProps) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
    </DialogHeader>
  );
}
