import { CheckCircle2Icon, EyeIcon } from 'lucide-react';
import { memo } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { AssigneeAvatars } from '#client/components/work-order-list/assignee-avatars.tsx';
import { CustomerPlace } from '#client/components/work-order-list/customer-place.tsx';
import { WorkOrderItemTitle } from '#client/components/work-order-list/work-order-item.tsx';
import { formatDate } from '#shared/domain/date-format.ts';
import { shortTypeLabel } from '#shared/domain/work-order-type.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { COMPLETED_TASKS_TEXTS } from '#shared/spec-texts/work-list-texts.ts';
import { ReopenTaskButton } from './reopen-task-button.tsx';

type CompletedTaskRowProps = {
  task: WorkOrderListItem;
  canReopen: boolean;
  onOpenTask: (id: number) => void;
};

/** One finished job: number, type, title, when it was completed, who did it, and what can be done. */
export const CompletedTaskRow = memo(function CompletedTaskRow({
  task,
  canReopen,
  onOpenTask,
}: CompletedTaskRowProps) {
  // Work completed before completion times were kept falls back to its last change.
  const completedAt = task.completedAt ?? task.updatedAt;
  return (
    <article
      data-testid="work-order-card"
      data-work-order-id={task.id}
      aria-label={`Task #${task.workOrderId}`}
      className="flex min-w-0 flex-col gap-3 border-b bg-card px-3 py-3 sm:px-4 lg:flex-row lg:items-center lg:gap-4"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-xs text-muted-foreground">#{task.workOrderId}</span>
          <Badge variant="secondary">{shortTypeLabel(task.type)}</Badge>
        </div>
        <WorkOrderItemTitle variant="row" onClick={() => onOpenTask(task.id)}>
          {task.title}
        </WorkOrderItemTitle>
        <CustomerPlace customerName={task.customerName} city={task.city} />
        <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <CheckCircle2Icon aria-hidden="true" className="size-3.5 text-green-600 dark:text-green-500" />
          Completed {formatDate(completedAt)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <AssigneeAvatars employees={task.assignedEmployees} max={2} />
        <div className="ml-auto flex items-center gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-label={`${COMPLETED_TASKS_TEXTS.viewDetails} #${task.workOrderId}`}
            onClick={() => onOpenTask(task.id)}
          >
            <EyeIcon aria-hidden="true" />
            {COMPLETED_TASKS_TEXTS.viewDetails}
          </Button>
          {canReopen && <ReopenTaskButton task={task} />}
        </div>
      </div>
    </article>
  );
});
