import { ClockIcon } from 'lucide-react';
import { dueDateLabel } from '../../../shared/domain/due-date-label.ts';
import { cn } from '../ui/cn.ts';

/** SPEC 9 due-date label; 'Overdue' and the last day in red. Nothing without a due date. */
export function DueDate({ dueDate }: { dueDate: string | null }) {
  const due = dueDateLabel(dueDate, Date.now());
  if (!due) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-xs font-medium',
        due.urgent ? 'text-red-700 dark:text-red-400' : 'text-muted-foreground',
      )}
    >
      <ClockIcon aria-hidden="true" className="size-3.5" />
      {due.label}
    </span>
  );
}
