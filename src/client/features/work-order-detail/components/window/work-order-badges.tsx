import { Badge } from '#client/components/ui/badge.tsx';
import { PriorityBadge, TypeBadge } from '#client/components/work-order-badges/priority-badge.tsx';
import type { WorkOrder } from '#shared/schemas/work-order.ts';
import { DETAIL_TEXTS, WORK_LIST_TEXTS } from '#shared/spec-texts/work-texts.ts';

type BadgeFields = Pick<WorkOrder, 'workOrderId' | 'status' | 'type' | 'priority'>;

/**
 * The task detail dialog's header: a 'Task' chip, the job number, then type and priority (URGENT
 * pulses red). A paused job shows 'On Hold' instead: its type and priority are hidden.
 */
export function WorkOrderBadges({ workOrder }: { workOrder: BadgeFields }) {
  const paused = workOrder.status === 'on-hold';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant="secondary">{DETAIL_TEXTS.taskBadge}</Badge>
      <span className="font-mono text-sm text-muted-foreground">#{workOrder.workOrderId}</span>
      {paused ? (
        <Badge className="border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
          {WORK_LIST_TEXTS.onHold}
        </Badge>
      ) : (
        <>
          <TypeBadge type={workOrder.type} data-testid="type-badge" />
          <PriorityBadge priority={workOrder.priority} data-testid="priority-badge" />
        </>
      )}
    </div>
  );
}
