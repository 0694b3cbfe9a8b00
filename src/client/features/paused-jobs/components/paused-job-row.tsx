import { memo } from 'react';
import { HoldBadges } from '#client/components/work-order-badges/hold-badges.tsx';
import { PriorityBadge } from '#client/components/work-order-badges/priority-badge.tsx';
import { CustomerPlace } from '#client/components/work-order-list/customer-place.tsx';
import { WorkOrderItem, WorkOrderItemTitle } from '#client/components/work-order-list/work-order-item.tsx';
import { pausedJobDisplayTitle } from '#shared/domain/paused-job.ts';
import { priorityLabel } from '#shared/domain/work-order-priority.ts';
import { pausedJobDescription } from '../paused-job-labels.ts';
import { PausedJobActions } from './paused-job-actions.tsx';
import { AssigneeSummary, ListCommentPreview, MoneyFacts, OnHoldBadge } from './paused-job-facts.tsx';
import type { PausedJobItemProps } from './paused-job-item-props.ts';

/** A paused job in the List view: one line on wide screens, a few on a phone. */
export const PausedJobRow = memo(function PausedJobRow({ job, canDelete, onOpenJob }: PausedJobItemProps) {
  const number = job.workOrderId;
  return (
    <WorkOrderItem variant="row" id={job.id} label={`Paused job #${number}`} onOpen={onOpenJob}>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="w-16 shrink-0 truncate font-mono text-xs text-muted-foreground">#{number}</span>
        <div className="min-w-0 flex-1">
          <WorkOrderItemTitle variant="row" onClick={() => onOpenJob(job.id)}>
            {pausedJobDisplayTitle(job)}
          </WorkOrderItemTitle>
          <CustomerPlace customerName={job.customerName} city={job.city} />
          <p className="truncate text-xs text-muted-foreground">{pausedJobDescription(job)}</p>
          <ListCommentPreview latestComment={job.latestComment} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 xl:flex-nowrap">
        {/* Capped so a long 'Waiting for' line is cut short (its title keeps it) rather than the title. */}
        <div className="flex min-w-0 max-w-md flex-wrap gap-1">
          <OnHoldBadge />
          {priorityLabel(job.priority) === 'Urgent' && <PriorityBadge priority={job.priority} />}
          <HoldBadges job={job} />
        </div>
        <div className="max-w-48 min-w-0">
          <AssigneeSummary employees={job.assignedEmployees} max={2} />
        </div>
        <MoneyFacts job={job} className="xl:flex-nowrap" />
        <div className="ml-auto flex items-center gap-2">
          <PausedJobActions id={job.id} number={number} canDelete={canDelete} onOpenJob={onOpenJob} />
        </div>
      </div>
    </WorkOrderItem>
  );
});
