import { memo } from 'react';
import { PriorityBadge, TypeBadge } from '#client/components/work-order-badges/priority-badge.tsx';
import { AssigneeAvatars } from '#client/components/work-order-list/assignee-avatars.tsx';
import { CustomerPlace } from '#client/components/work-order-list/customer-place.tsx';
import { DueDate } from '#client/components/work-order-list/due-date.tsx';
import { CommentCount, InlineCommentPreview } from '#client/components/work-order-list/latest-comment.tsx';
import { WorkOrderItem, WorkOrderItemTitle } from '#client/components/work-order-list/work-order-item.tsx';
import { CompleteTaskButton } from './complete-task-button.tsx';
import type { TaskItemProps } from './task-card-props.ts';
import { TaskStatusSelect } from './task-status-select.tsx';
import { UpdateTaskButton } from './update-task-button.tsx';

/** A task in the List view: one line on wide screens, two on a phone. */
export const TaskRow = memo(function TaskRow({ task, canComplete, onOpenTask, onUpdateTask }: TaskItemProps) {
  return (
    <WorkOrderItem variant="row" id={task.id} label={`Task #${task.workOrderId}`} onOpen={onOpenTask}>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="w-16 shrink-0 truncate font-mono text-xs text-muted-foreground">
          #{task.workOrderId}
        </span>
        <div className="min-w-0 flex-1">
          <WorkOrderItemTitle variant="row" onClick={() => onOpenTask(task.id)}>
            {task.title}
          </WorkOrderItemTitle>
          <CustomerPlace customerName={task.customerName} city={task.city} />
          <p className="truncate text-xs text-muted-foreground">{task.description}</p>
          <InlineCommentPreview latestComment={task.latestComment} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 xl:flex-nowrap">
        <div className="flex gap-1">
          <TypeBadge type={task.type} />
          <PriorityBadge priority={task.priority} />
        </div>
        <DueDate dueDate={task.dueDate} />
        <AssigneeAvatars employees={task.assignedEmployees} max={2} />
        <CommentCount commentCount={task.commentCount} />
        <div className="ml-auto flex items-center gap-2">
          <TaskStatusSelect task={task} className="w-32" />
          <UpdateTaskButton task={task} onUpdateTask={onUpdateTask} labelFrom="lg" />
          {canComplete && <CompleteTaskButton task={task} />}
        </div>
      </div>
    </WorkOrderItem>
  );
});
