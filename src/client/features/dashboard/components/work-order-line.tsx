import type { ReactNode } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { statusLabel } from '#shared/domain/work-order-status.ts';

type WorkOrderLineProps = {
  /** The id the dialog opens by, the number people know the job by, and its title. */
  task: { id: number; workOrderId: string; title: string };
  onOpenTask: (id: number) => void;
  /** Badges and facts beside (or, on a phone, under) the title. */
  children?: ReactNode;
};

/** A work order as one line of a dashboard card; its title opens the task dialog. */
export function WorkOrderLine({ task, onOpenTask, children }: WorkOrderLineProps) {
  return (
    // Side by side only when the card itself is wide enough (a container query, not the window:
    // three cards share a desktop row).
    <li className="@container py-2.5 first:pt-0">
      <div className="flex min-w-0 flex-col gap-1.5 @sm:flex-row @sm:items-center @sm:gap-3">
        <div className="flex min-w-0 flex-1 items-baseline gap-2">
          <span className="shrink-0 font-mono text-xs text-muted-foreground">#{task.workOrderId}</span>
          <OpenTaskButton title={task.title} onOpen={() => onOpenTask(task.id)} />
        </div>
        {children && <div className="flex shrink-0 flex-wrap items-center gap-1.5">{children}</div>}
      </div>
    </li>
  );
}

export function OpenTaskButton({ title, onOpen }: { title: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="min-w-0 truncate text-left text-sm font-medium outline-none hover:underline focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {title}
    </button>
  );
}

/** The status label: open shows 'Active'. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge variant="secondary">{statusLabel(status)}</Badge>;
}
