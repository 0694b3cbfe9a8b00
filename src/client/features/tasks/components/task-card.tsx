import { memo } from 'react';
import { PriorityBadge, TypeBadge } from '#client/components/work-order-badges/priority-badge.tsx';
import { AssigneeAvatars } from '#client/components/work-order-list/assignee-avatars.tsx';
import { CustomerPlace } from '#client/components/work-order-list/customer-place.tsx';
import { DueDate } from '#client/components/work-order-list/due-date.tsx';
import { CommentCount, LatestComment } from '#client/components/work-order-list/latest-comment.tsx';
import { WorkOrderItem, WorkOrderItemTitle } from '#client/components/work-order-list/work-order-item.tsx';
import { CompleteTaskButton } from './complete-task-button.tsx';
import type { TaskItemProps } from './task-card-props.ts';
import { TaskStatusSelect } from './task-status-select.tsx';
import { UpdateTaskButton } from './update-task-button.tsx';

/** A task in the Cards view. Fixed sections keep every card close to one height, so scrolling is steady. */
export const TaskCard = memo(function TaskCard({
  task,
  canComplete,
  onOpenTask,
  onUpdateTask,
}: TaskItemProps) {
  return (
    <WorkOrderItem variant="card" id={task.id} label={`Task #${task.workOrderId}`} onOpen={onOpenTask}>
      <div className="flex items-start justify-between gap-2">
        <span className="pt-0.5 font-mono text-xs text-muted-foreground">#{task.workOrderId}</span>
        <div className="flex flex-wrap justify-end gap-1">
          <TypeBadge type={task.type} />
          <PriorityBadge priority={task.priority} />
        </div>
      </div>
      <div className="min-w-0 space-y-1">
        <WorkOrderItemTitle variant="card" onClick={() => onOpenTask(task.id)}>
          {task.title}
        </WorkOrderItemTitle>
        <CustomerPlace customerName={task.customerName} city={task.city} className="min-h-4" />
        <p className="line-clamp-2 min-h-10 text-sm break-words text-muted-foreground">{task.description}</p>
      </div>
      <div className="flex min-h-7 items-center justify-between gap-2">
        <AssigneeAvatars employees={task.assignedEmployees} max={3} />
        <div className="flex items-center gap-3">
          <DueDate dueDate={task.dueDate} />
          <CommentCount commentCount={task.commentCount} />
        </div>
      </div>
      <div className="min-h-9 rounded-md bg-muted/50 px-2.5 py-1.5">
        <LatestComment latestComment={task.latestComment} />
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-3">
        <TaskStatusSelect task={task} className="w-auto min-w-28 flex-1" />
        <UpdateTaskButton task={task} onUpdateTask={onUpdateTask} labelFrom="sm" />
        {canComplete && <CompleteTaskButton task={task} />}
      </div>
    </WorkOrderItem>
  );
});
