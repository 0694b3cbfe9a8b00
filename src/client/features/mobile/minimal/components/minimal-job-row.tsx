import { memo } from 'react';
import { WaitingMarker } from '#client/components/outbox/waiting-marker.tsx';
import { AssigneeAvatars } from '#client/components/work-order-list/assignee-avatars.tsx';
import { DueDate } from '#client/components/work-order-list/due-date.tsx';
import { WorkOrderItemLink } from '#client/components/work-order-list/work-order-item-link.tsx';
import { CustomerLine } from '#client/features/mobile/components/customer-line.tsx';
import { StatusPill, UrgentBadge } from '#client/features/mobile/components/job-badges.tsx';
import { JobDescription } from '#client/features/mobile/components/job-description.tsx';
import { jobDisplayTitle } from '#client/features/mobile/lists/job-display-title.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';

const ROW_LOOK =
  'flex min-h-16 flex-col gap-1 border-b bg-card px-3 py-2.5 text-card-foreground outline-none transition-colors active:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset';

/** A job in the List view: denser than a card, still one link and a full-width tap target. */
export const MinimalJobRow = memo(function MinimalJobRow({ job }: { job: WorkOrderListItem }) {
  return (
    <WorkOrderItemLink id={job.id} className={ROW_LOOK}>
      <div className="flex min-w-0 items-center gap-2">
        <span className="shrink-0 font-mono text-xs text-muted-foreground">#{job.workOrderId}</span>
        <h2 className="min-w-0 flex-1 truncate text-sm font-semibold">{jobDisplayTitle(job)}</h2>
        <UrgentBadge priority={job.priority} />
        <WaitingMarker workOrderId={job.id} compact />
      </div>
      <CustomerLine job={job} className="text-xs" />
      <JobDescription description={job.description} variant="row" />
      <div className="flex min-w-0 items-center gap-2">
        <StatusPill status={job.status} />
        <DueDate dueDate={job.dueDate} hold={job} />
        <span className="ml-auto">
          <AssigneeAvatars employees={job.assignedEmployees} max={2} />
        </span>
      </div>
    </WorkOrderItemLink>
  );
});
