import { EllipsisVerticalIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { DeferredMenu } from '#client/components/ui/deferred-menu.tsx';
import { type DeleteTarget, useMayDelete } from './delete-work-order-button.tsx';
import { MoreMenuActions } from './more-menu-actions.ts';

// The Radix menu is not needed to paint a job; it loads when idle or at the first press.
const loadMoreMenu = () => import('./detail-more-menu-dropdown.tsx').then((m) => m.DetailMoreMenuDropdown);
// The confirmation and the delete itself load at the first press of Delete, not with every job.
const DeleteWorkOrderConfirm = lazy(() =>
  import('./delete-work-order-confirm.tsx').then((m) => ({ default: m.DeleteWorkOrderConfirm })),
);

/** The order the menu deletes, and its number for the button's name. */
type DetailMoreMenuProps = DeleteTarget & { displayNumber: string };

/**
 * Issue 23: the detail dialog's 'More' menu, at the top beside its close button, holds 'Delete
 * Task' (ADR 027): on both sizes, far from the footer's Close, and still asked for confirmation.
 */
export function DetailMoreMenu({ displayNumber, ...target }: DetailMoreMenuProps) {
  const [confirming, setConfirming] = useState(false);
  // Kept once asked for, so it closes (and hands the focus back) as a dialog does.
  const [asked, setAsked] = useState(false);
  if (!useMayDelete(target.status)) return null;
  const onDelete = () => {
    setAsked(true);
    setConfirming(true);
  };
  return (
    <MoreMenuActions.Provider value={{ onDelete }}>
      <DeferredMenu
        load={loadMoreMenu}
        trigger={
          <Button
            variant="ghost"
            size="icon"
            className="absolute top-2 right-10 size-8"
            aria-label={`More actions for task #${displayNumber}`}
          >
            <EllipsisVerticalIcon aria-hidden="true" />
          </Button>
        }
      />
      {asked && (
        <Suspense fallback={null}>
          <DeleteWorkOrderConfirm {...target} open={confirming} onOpenChange={setConfirming} />
        </Suspense>
      )}
    </MoreMenuActions.Provider>
  );
}
