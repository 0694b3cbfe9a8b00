import { cn } from '#client/components/ui/cn.ts';
import { priorityLabel } from '#shared/domain/work-order-priority.ts';
import { statusLabel } from '#shared/domain/work-order-status.ts';
import { WORK_LIST_TEXTS } from '#shared/spec-texts/work-texts.ts';

const STATUS_CLASSES: Record<string, string> = {
  open: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  'in-progress': 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  'on-hold': 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
};

/** The status label (open shows Active) as a plain pill: no Radix in a card of a long list. */
export function StatusPill({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium',
        STATUS_CLASSES[status] ?? 'bg-muted text-foreground',
      )}
    >
      {statusLabel(status)}
    </span>
  );
}

/**
 * The urgent marker of the mobile pages (urgent and critical), nothing for other work.
 * Still, unlike the dialog's pulsing one: cheap on a slow phone.
 */
export function UrgentBadge({ priority }: { priority: string }) {
  if (priorityLabel(priority) !== 'Urgent') return null;
  return (
    <span className="inline-flex shrink-0 items-center rounded-md bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white">
      {WORK_LIST_TEXTS.urgent}
    </span>
  );
}
