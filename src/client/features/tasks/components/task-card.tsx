import { memo } from 'react';
import { PriorityBadge, TypeBadge } from '#client/components/work-order-badges/priority-badge.tsx';
import { AssigneeAvatars } from '#client/components/work-order-list/assignee-avatars.tsx';
import { isCardBodyClick } from '#client/components/work-order-list/card-click.ts';
import { CustomerPlace } from '#client/components/work-order-list/customer-place.tsx';
import { DueDate } from '#client/components/work-order-list/due-date.tsx';
import { CommentCount, LatestComment } from '#client/components/work-order-list/latest-comment.tsx';
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
    // biome-ignore lint/a11y/useKeyWithClickEvents: the title button is the keyboard way in
    <article
      data-testid="work-order-card"
      data-work-order-id={task.id}
      aria-label={`Task #${task.workOrderId}`}
      onClick={(event) => {
        if (isCardBodyClick(event)) onOpenTask(task.id);
      }}
      className="flex h-full min-w-0 cursor-pointer flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground compact:gap-2 compact:p-3 shadow-sm transition-colors hover:border-primary/40"
    >
      <div className="flex items-start justify-between gap-2">
        <span className="pt-0.5 font-mono text-xs text-muted-foreground">#{task.workOrderId}</span>
        <div className="flex flex-wrap justify-end gap-1">
          <TypeBadge type={task.type} />
          <PriorityBadge priority={task.priority} />
        </div>
      </div>
      <div className="min-w-0 space-y-1">
        <h2 className="text-base leading-snug font-semibold">
          <button
            type="button"
            onClick={() => onOpenTask(task.id)}
            className="line-clamp-1 text-left break-all outline-none hover:underline focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:break-normal"
          >
            {task.title}
          </button>
        </h2>
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
    </article>
  );
});
