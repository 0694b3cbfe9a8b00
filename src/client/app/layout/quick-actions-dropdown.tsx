import type { LoadedMenuProps } from '#client/components/ui/deferred-menu.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { useUniversalActions } from '#client/components/universal-actions/universal-actions-provider.tsx';
import { QUICK_ACTION_TEXTS } from '#shared/spec-texts/work-list-texts.ts';

/** The quick-actions menu itself, loaded after the first paint (see quick-actions-button.tsx). */
export function QuickActionsDropdown({ open, onOpenChange, trigger }: LoadedMenuProps) {
  const { openCreateTask, openCreatePausedJob } = useUniversalActions();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="end" className="min-w-40">
        <DropdownMenuItem onSelect={openCreateTask}>{QUICK_ACTION_TEXTS.newTask}</DropdownMenuItem>
        <DropdownMenuItem onSelect={openCreatePausedJob}>{QUICK_ACTION_TEXTS.newPausedJob}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
