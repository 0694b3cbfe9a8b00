import { Trash2Icon } from 'lucide-react';
import type { LoadedMenuProps } from '#client/components/ui/deferred-menu.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { DETAIL_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { useMoreMenuActions } from './more-menu-actions.ts';

/** The More menu itself, loaded after the first paint (see detail-more-menu.tsx). */
export function DetailMoreMenuDropdown({ open, onOpenChange, trigger }: LoadedMenuProps) {
  const { onDelete } = useMoreMenuActions();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <Trash2Icon aria-hidden="true" />
          {DETAIL_TEXTS.deleteTask}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
