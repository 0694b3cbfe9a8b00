import { EyeIcon } from 'lucide-react';
import { memo } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { HoldBadges } from '#client/components/work-order-badges/hold-badges.tsx';
import { PriorityBadge } from '#client/components/work-order-badges/priority-badge.tsx';
import { isCardBodyClick } from '#client/components/work-order-list/card-click.ts';
import { CustomerPlace } from '#client/components/work-order-list/customer-place.tsx';
import { LatestComment } from '#client/components/work-order-list/latest-comment.tsx';
import { pausedJobDisplayTitle } from '#shared/domain/paused-job.ts';
import { priorityLabel } from '#shared/domain/work-order-priority.ts';
import { PAUSED_JOB_LIST_TEXTS } from '#shared/spec-texts/work-list-texts.ts';
import { pausedJobDescription, pausedJobNumber } from '../paused-job-labels.ts';
import { DeletePausedJobButton } from './delete-paused-job-button.tsx';
import { AssigneeSummary, MoneyFacts, OnHoldBadge } from './paused-job-facts.tsx';
import type { PausedJobItemProps } from './paused-job-item-props.ts';

/** A paused job in the Cards view. Fixed sections keep cards close to one height for steady scrolling. */
export const PausedJobCard = memo(function PausedJobCard({ job, canDelete, onOpenJob }: PausedJobItemProps) {
  const number = pausedJobNumber(job);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the title and View buttons are the keyboard way in
    <article
      data-testid="work-order-card"
      data-work-order-id={job.id}
      aria-label={`Paused job #${number}`}
      onClick={(event) => {
        if (isCardBodyClick(event)) onOpenJob(job.id);
      }}
      className="flex h-full min-w-0 cursor-pointer flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground compact:gap-2 compact:p-3 shadow-sm transition-colors hover:border-primary/40"
    >
      <div className="flex items-start justify-between gap-2">
        <span className="truncate pt-0.5 font-mono text-xs text-muted-foreground">#{number}</span>
        <div className="flex shrink-0 flex-wrap justify-end gap-1">
          <OnHoldBadge />
          {priorityLabel(job.priority) === 'Urgent' && <PriorityBadge priority={job.priority} />}
        </div>
      </div>
      <HoldBadges insights={job.holdInsights} className="min-h-5.5" />
      <div className="min-w-0 space-y-1">
        <h2 className="text-base leading-snug font-semibold">
          <button
            type="button"
            onClick={() => onOpenJob(job.id)}
            className="line-clamp-1 text-left break-all outline-none hover:underline focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:break-normal"
          >
            {pausedJobDisplayTitle(job)}
          </button>
        </h2>
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
        <Button variant="outline" size="sm" onClick={() => onOpenJob(job.id)}>
          <EyeIcon aria-hidden="true" />
          {PAUSED_JOB_LIST_TEXTS.view}
          <span className="sr-only"> paused job #{number}</span>
        </Button>
        {canDelete && <DeletePausedJobButton workOrderId={job.id} jobLabel={`#${number}`} />}
      </div>
    </article>
  );
});
