import { UsersIcon } from 'lucide-react';
import { memo } from 'react';
import { WaitingMarker } from '#client/components/outbox/waiting-marker.tsx';
import { DueDate } from '#client/components/work-order-list/due-date.tsx';
import { WorkOrderItemLink } from '#client/components/work-order-list/work-order-item-link.tsx';
import { statusLabel } from '#shared/domain/work-order-status.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { CustomerLine } from '../components/customer-line.tsx';
import { UrgentBadge } from '../components/job-badges.tsx';
import { JobDescription } from '../components/job-description.tsx';
import { StatusDot } from '../components/job-dots.tsx';
import { assigneeSummary } from './assignee-summary.ts';
import { jobDisplayTitle } from './job-display-title.ts';

const CARD_LOOK =
  'flex h-full min-w-0 flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm outline-none transition-colors hover:border-primary/40 focus-visible:ring-[3px] focus-visible:ring-ring/50 active:bg-accent';

/**
 * A job on /mobile-tasks: read-only, the whole card one link to the job. Plain elements only, so
 * a screenful of new cards renders quickly on a slow phone while scrolling.
 */
export const MobileTaskCard = memo(function MobileTaskCard({ job }: { job: WorkOrderListItem }) {
  return (
    <WorkOrderItemLink id={job.id} className={CARD_LOOK}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-mono text-xs text-muted-foreground">#{job.workOrderId}</span>{' '}
        <span className="ml-auto inline-flex items-center gap-1.5 rounded-md bg-muted px-2 py-0.5 text-xs font-medium">
          <StatusDot status={job.status} decorative />
          {statusLabel(job.status)}
        </span>{' '}
        <UrgentBadge priority={job.priority} />
        <WaitingMarker workOrderId={job.id} />
      </div>
      <p className="line-clamp-2 leading-snug font-semibold break-words">{jobDisplayTitle(job)}</p>
      <CustomerLine job={job} />
      <JobDescription description={job.description} variant="card" />
      <div className="mt-auto flex items-center justify-between gap-3 text-xs text-muted-foreground">
        <span className="inline-flex min-w-0 items-center gap-1">
          <UsersIcon aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{assigneeSummary(job.assignedEmployees)}</span>
        </span>{' '}
        <DueDate dueDate={job.dueDate} hold={job} />
      </div>
    </WorkOrderItemLink>
  );
});
