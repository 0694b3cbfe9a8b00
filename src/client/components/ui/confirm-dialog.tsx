import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-content.tsx';

// Radix's alert dialog arrives with the first question asked, not with every list's first paint.
const ConfirmDialogContent = lazy(() =>
  import('./confirm-dialog-content.tsx').then((m) => ({ default: m.ConfirmDialogContent })),
);

/**
 * A confirmation before completing or deleting (see ConfirmDialogContent); nothing is rendered or
 * loaded while closed.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogContent {...props} />
    </Suspense>
  );
}
