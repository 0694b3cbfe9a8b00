import { cn } from '#client/components/ui/cn.ts';
import { VISIT_STATUS_LABELS, type VisitStatus } from '#shared/domain/visit-status.ts';

const STATUS_CLASSES: Record<VisitStatus, string> = {
  scheduled: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  'on-the-way': 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  'on-site': 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
  done: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  'not-finished': 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  cancelled: 'bg-muted text-foreground line-through',
};

/** A visit's status as a plain pill, like a job's on the phone cards. */
export function VisitStatusPill({ status }: { status: VisitStatus }) {
  return (
    <span
      data-testid="visit-status"
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium',
        STATUS_CLASSES[status],
      )}
    >
      {VISIT_STATUS_LABELS[status]}
    </span>
  );
}
