import { ClockIcon, PauseCircleIcon } from 'lucide-react';
import { type HoldOrDueFields, holdOrDueLabel } from '#shared/domain/hold-or-due-label.ts';
import { cn } from '../ui/cn.ts';

type DueDateProps = {
  dueDate: string | null;
  /** The job's status and hold fields: on hold it shows 'On hold · N days', never urgency (issue 23). */
  hold?: Omit<HoldOrDueFields, 'dueDate'>;
};

/** The due-date label; 'Overdue' and the last day in red. Nothing without a due date. */
export function DueDate({ dueDate, hold }: DueDateProps) {
  const due = holdOrDueLabel({ status: '', ...hold, dueDate }, Date.now());
  if (!due) return null;
  const Icon = hold?.status === 'on-hold' ? PauseCircleIcon : ClockIcon;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-xs font-medium',
        due.urgent ? 'text-red-700 dark:text-red-400' : 'text-muted-foreground',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {due.label}
    </span>
  );
}
