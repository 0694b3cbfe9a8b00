import { PlusIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { DeferredMenu } from '#client/components/ui/deferred-menu.tsx';
import { IconTooltip } from '#client/components/ui/icon-tooltip.tsx';

// The Radix menu is not needed to paint a page; it loads when idle or at the first press.
const loadQuickActions = () => import('./quick-actions-dropdown.tsx').then((m) => m.QuickActionsDropdown);

/** The floating button with '+Task' and '+Paused Job'. */
export function QuickActionsButton() {
  return (
    <DeferredMenu
      load={loadQuickActions}
      trigger={
        <IconTooltip label="Quick actions: new task or paused job" side="left">
          <Button
            aria-label="Quick actions"
            className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 size-14 rounded-full shadow-lg"
          >
            <PlusIcon className="size-6" aria-hidden />
          </Button>
        </IconTooltip>
      }
    />
  );
}
