import { PauseCircleIcon } from 'lucide-react';
import { HoldBadges } from '#client/components/work-order-badges/hold-badges.tsx';
import { pausedJobDisplayTitle } from '#shared/domain/paused-job.ts';
import type { PausedJobListItem } from '#shared/schemas/work-order.ts';
import { DASHBOARD_SCREEN_TEXTS } from '#shared/spec-texts/dashboard-texts.ts';
import { DASHBOARD_CARD_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { NAV_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { usePausedJobsPreview } from '../api/get-paused-jobs-preview.ts';
import { CardList } from './card-list.tsx';
import { CardLink, DashboardCard } from './dashboard-card.tsx';
import { OpenTaskButton } from './work-order-line.tsx';

function PausedJobLine({ job, onOpenTask }: { job: PausedJobListItem; onOpenTask: (id: number) => void }) {
  return (
    <li className="min-w-0 space-y-1.5 py-2.5 first:pt-0">
      <div className="flex min-w-0 items-baseline gap-2">
        <span className="shrink-0 font-mono text-xs text-muted-foreground">#{job.workOrderId}</span>
        <OpenTaskButton title={pausedJobDisplayTitle(job)} onOpen={() => onOpenTask(job.id)} />
      </div>
      {/* Wrapped, not cut: the card is where the job's own 'Waiting for' words must stay readable. */}
      <HoldBadges job={job} wrap />
    </li>
  );
}

/**
 * The 6 paused jobs held longest, with their hold markers; the hold line's 'Waiting for: ...' names
 * what each still waits for, the description's waitingFor words included.
 */
export function PausedJobsCard({ onOpenTask }: { onOpenTask: (id: number) => void }) {
  const query = usePausedJobsPreview();
  return (
    <DashboardCard
      title={NAV_TEXTS.pausedJobs}
      icon={PauseCircleIcon}
      footer={<CardLink to="/paused-jobs">{DASHBOARD_SCREEN_TEXTS.viewAllPausedJobs}</CardLink>}
    >
      <CardList
        query={query}
        loadingLabel={DASHBOARD_SCREEN_TEXTS.loadingPausedJobs}
        placeholders={5}
        emptyText={DASHBOARD_CARD_TEXTS.noPausedJobs}
        moreTemplate={DASHBOARD_CARD_TEXTS.morePausedJobs}
      >
        {(job) => <PausedJobLine job={job} onOpenTask={onOpenTask} />}
      </CardList>
    </DashboardCard>
  );
}
