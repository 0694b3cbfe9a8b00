import { PlusIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { useUniversalActions } from '../../components/universal-actions/universal-actions-provider.tsx';

/** SPEC 2: the floating button with '+Task' and '+Paused Job'. */
export function QuickActionsButton() {
  const { openCreateTask, openCreatePausedJob } = useUniversalActions();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          aria-label="Quick actions"
          className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 size-14 rounded-full shadow-lg"
        >
          <PlusIcon className="size-6" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="end" className="min-w-40">
        <DropdownMenuItem onSelect={openCreateTask}>+Task</DropdownMenuItem>
        <DropdownMenuItem onSelect={openCreatePausedJob}>+Paused Job</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
