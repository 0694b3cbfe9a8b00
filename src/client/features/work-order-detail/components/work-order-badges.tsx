import { priorityLabel } from '../../../../shared/domain/work-order-priority.ts';
import { typeLabel } from '../../../../shared/domain/work-order-type.ts';
import type { WorkOrder } from '../../../../shared/schemas/work-order.ts';
import { Badge } from '../../../components/ui/badge.tsx';

type BadgeFields = Pick<WorkOrder, 'workOrderId' | 'status' | 'type' | 'priority'>;

/**
 * SPEC 2 task detail header: a 'Task' chip, the job number, then type and priority (URGENT
 * pulses red). A paused job shows 'On Hold' instead: its type and priority are hidden.
 */
export function WorkOrderBadges({ workOrder }: { workOrder: BadgeFields }) {
  const paused = workOrder.status === 'on-hold';
  const urgent = priorityLabel(workOrder.priority) === 'Urgent';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant="secondary">Task</Badge>
      <span className="font-mono text-sm text-muted-foreground">#{workOrder.workOrderId}</span>
      {paused ? (
        <Badge className="border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
          On Hold
        </Badge>
      ) : (
        <>
          <Badge variant="outline" data-testid="type-badge">
            {typeLabel(workOrder.type)}
          </Badge>
          {urgent ? (
            <Badge
              data-testid="priority-badge"
              className="animate-pulse border-transparent bg-red-600 text-white motion-reduce:animate-none"
            >
              URGENT
            </Badge>
          ) : (
            <Badge data-testid="priority-badge" variant="outline" className="text-muted-foreground">
              Normal
            </Badge>
          )}
        </>
      )}
    </div>
  );
}
