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

const CARD_LOOK =
  'flex min-h-36 flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-xs outline-none transition-colors active:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * A job in the Cards view: the whole card is one link to /work-orders/{id}, where its dialog
 * opens. Plain elements only (no Radix, no effects): hundreds of these scroll on a slow phone.
 */
export const MinimalJobCard = memo(function MinimalJobCard({ job }: { job: WorkOrderListItem }) {
  return (
    <WorkOrderItemLink id={job.id} className={CARD_LOOK}>
      <div className="flex items-center justify-between gap-2">
        <span className="truncate font-mono text-sm text-muted-foreground">#{job.workOrderId}</span>
        <span className="flex min-w-0 flex-wrap items-center justify-end gap-1.5">
          <WaitingMarker workOrderId={job.id} />
          <UrgentBadge priority={job.priority} />
          <StatusPill status={job.status} />
        </span>
      </div>
      <h2 className="text-base leading-snug font-semibold break-words">{jobDisplayTitle(job)}</h2>
      <CustomerLine job={job} />
      <JobDescription description={job.description} variant="card" />
      <div className="mt-auto flex items-center justify-between gap-2 pt-1">
        <AssigneeAvatars employees={job.assignedEmployees} max={3} />
        <DueDate dueDate={job.dueDate} hold={job} />
      </div>
    </WorkOrderItemLink>
  );
});
