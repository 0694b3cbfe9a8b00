import { EyeIcon } from 'lucide-react';
import { memo } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { HoldBadges } from '#client/components/work-order-badges/hold-badges.tsx';
import { PriorityBadge } from '#client/components/work-order-badges/priority-badge.tsx';
import { isCardBodyClick } from '#client/components/work-order-list/card-click.ts';
import { CustomerPlace } from '#client/components/work-order-list/customer-place.tsx';
import { pausedJobDisplayTitle } from '#shared/domain/paused-job.ts';
import { priorityLabel } from '#shared/domain/work-order-priority.ts';
import { PAUSED_JOB_LIST_TEXTS } from '#shared/spec-texts/work-list-texts.ts';
import { pausedJobDescription, pausedJobNumber } from '../paused-job-labels.ts';
import { DeletePausedJobButton } from './delete-paused-job-button.tsx';
import { AssigneeSummary, ListCommentPreview, MoneyFacts, OnHoldBadge } from './paused-job-facts.tsx';
import type { PausedJobItemProps } from './paused-job-item-props.ts';

/** A paused job in the List view: one line on wide screens, a few on a phone. */
export const PausedJobRow = memo(function PausedJobRow({ job, canDelete, onOpenJob }: PausedJobItemProps) {
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
      className="flex min-w-0 cursor-pointer flex-col gap-2 border-b bg-card px-3 py-2.5 transition-colors compact:gap-1 compact:py-1.5 hover:bg-accent/40 xl:flex-row xl:items-center xl:gap-4"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="w-16 shrink-0 truncate font-mono text-xs text-muted-foreground">#{number}</span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-sm font-semibold">
            <button
              type="button"
              onClick={() => onOpenJob(job.id)}
              className="max-w-full truncate text-left outline-none hover:underline focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {pausedJobDisplayTitle(job)}
            </button>
          </h2>
          <CustomerPlace customerName={job.customerName} city={job.city} />
          <p className="truncate text-xs text-muted-foreground">{pausedJobDescription(job)}</p>
          <ListCommentPreview latestComment={job.latestComment} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 xl:flex-nowrap">
        <div className="flex flex-wrap gap-1">
          <OnHoldBadge />
          {priorityLabel(job.priority) === 'Urgent' && <PriorityBadge priority={job.priority} />}
          <HoldBadges insights={job.holdInsights} />
        </div>
        <div className="max-w-48 min-w-0">
          <AssigneeSummary employees={job.assignedEmployees} max={2} />
        </div>
        <MoneyFacts job={job} className="xl:flex-nowrap" />
        <div className="ml-auto flex items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => onOpenJob(job.id)}>
            <EyeIcon aria-hidden="true" />
            {PAUSED_JOB_LIST_TEXTS.view}
            <span className="sr-only"> paused job #{number}</span>
          </Button>
          {canDelete && <DeletePausedJobButton workOrderId={job.id} jobLabel={`#${number}`} />}
        </div>
      </div>
    </article>
  );
});
