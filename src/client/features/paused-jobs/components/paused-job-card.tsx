import { memo } from 'react';
import { HoldBadges } from '#client/components/work-order-badges/hold-badges.tsx';
import { PriorityBadge } from '#client/components/work-order-badges/priority-badge.tsx';
import { CustomerPlace } from '#client/components/work-order-list/customer-place.tsx';
import { LatestComment } from '#client/components/work-order-list/latest-comment.tsx';
import { WorkOrderItem, WorkOrderItemTitle } from '#client/components/work-order-list/work-order-item.tsx';
import { pausedJobDisplayTitle } from '#shared/domain/paused-job.ts';
import { priorityLabel } from '#shared/domain/work-order-priority.ts';
import { pausedJobDescription } from '../paused-job-labels.ts';
import { PausedJobActions } from './paused-job-actions.tsx';
import { AssigneeSummary, MoneyFacts, OnHoldBadge } from './paused-job-facts.tsx';
import type { PausedJobItemProps } from './paused-job-item-props.ts';

/** A paused job in the Cards view. Fixed sections keep cards close to one height for steady scrolling. */
export const PausedJobCard = memo(function PausedJobCard({ job, canDelete, onOpenJob }: PausedJobItemProps) {
  const number = job.workOrderId;
  return (
    <WorkOrderItem variant="card" id={job.id} label={`Paused job #${number}`} onOpen={onOpenJob}>
      <div className="flex items-start justify-between gap-2">
        <span className="truncate pt-0.5 font-mono text-xs text-muted-foreground">#{number}</span>
        <div className="flex shrink-0 flex-wrap justify-end gap-1">
          <OnHoldBadge />
          {priorityLabel(job.priority) === 'Urgent' && <PriorityBadge priority={job.priority} />}
        </div>
      </div>
      <HoldBadges job={job} className="min-h-5.5" />
      <div className="min-w-0 space-y-1">
        <WorkOrderItemTitle variant="card" onClick={() => onOpenJob(job.id)}>
          {pausedJobDisplayTitle(job)}
        </WorkOrderItemTitle>
        <CustomerPlace customerName={job.customerName} city={job.city} className="min-h-4" />
        <p className="line-clamp-2 min-h-10 text-sm break-words text-muted-foreground">
          {pausedJobDescription(job)}
        </p>
      </div>
      <div className="flex min-h-7 flex-wrap items-center justify-between gap-2">
        <AssigneeSummary employees={job.assignedEmployees} max={3} />
        <MoneyFacts job={job} />
      </div>
      <div className="min-h-9 rounded-md bg-muted/50 px-2.5 py-1.5">
        <LatestComment latestComment={job.latestComment} />
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-3">
        <PausedJobActions id={job.id} number={number} canDelete={canDelete} onOpenJob={onOpenJob} />
      </div>
    </WorkOrderItem>
  );
});
