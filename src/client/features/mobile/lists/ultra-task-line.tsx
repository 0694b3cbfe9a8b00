import { memo } from 'react';
import { WaitingMarker } from '#client/components/outbox/waiting-marker.tsx';
import { WorkOrderLink } from '#client/components/work-order-list/work-order-link.tsx';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { PriorityDot, StatusDot } from '../components/job-dots.tsx';
import { jobDisplayTitle } from './job-display-title.ts';

/**
 * A job on /ultra-mobile-tasks: one 44 px line, one link, a handful of elements. Lines off screen
 * skip layout and paint (content-visibility) until scrolled near, which keeps the slowest phones
 * smooth without a virtual list's work on every scroll.
 */
export const UltraTaskLine = memo(function UltraTaskLine({ job }: { job: WorkOrderListItem }) {
  return (
    <li className="border-b [contain-intrinsic-size:auto_44px] [content-visibility:auto] last:border-b-0">
      <WorkOrderLink
        workOrderId={job.id}
        className="flex h-11 items-center gap-2 px-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset active:bg-accent"
      >
        <span className="shrink-0 font-mono text-xs text-muted-foreground">#{job.workOrderId}</span>{' '}
        <span className="min-w-0 flex-1 truncate">{jobDisplayTitle(job)}</span>
        <WaitingMarker workOrderId={job.id} compact />
        <StatusDot status={job.status} />
        <PriorityDot priority={job.priority} />
      </WorkOrderLink>
    </li>
  );
});
