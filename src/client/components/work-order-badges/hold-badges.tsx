import { AlarmClockIcon, CheckCircle2Icon, CircleDashedIcon, HourglassIcon } from 'lucide-react';
import type { PausedJobFields } from '#shared/domain/paused-job.ts';
import { waitingForNames, waitingForText } from '#shared/domain/waiting-for.ts';
import type { HoldInsights } from '#shared/schemas/work-order.ts';
import { HOLD_READINESS_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { Badge } from '../ui/badge.tsx';
import { cn } from '../ui/cn.ts';

/** '0 days on hold' reads oddly on the first day. */
export function daysOnHoldLabel(days: number): string {
  if (days === 0) return 'On hold since today';
  return `${days} ${days === 1 ? 'day' : 'days'} on hold`;
}

type HoldBadgesProps = {
  /** The held job: its holdInsights say what is pending, its parts and description lend the words. */
  job: PausedJobFields & { holdInsights?: HoldInsights | null };
  /** Hide the days-on-hold badge where the age is shown elsewhere. */
  showDays?: boolean;
  /** Let the 'Waiting for' line wrap instead of cutting it to one line (the job window, the dashboard). */
  wrap?: boolean;
  className?: string;
};

/**
 * The hold markers: how long the job has waited, 'Part overdue' when a part's ETA has passed
 * without it arriving, and one hold line: either 'Ready to return' or 'Waiting for: ...' with what
 * is still pending (the rule of docs/decisions/056-ready-to-return.md, applied by the server).
 * Shared by the paused-jobs cards and rows, the job window and the dashboard.
 */
export function HoldBadges({ job, showDays = true, wrap = false, className }: HoldBadgesProps) {
  const insights = job.holdInsights;
  if (!insights) return null;
  const overdue = insights.overdueParts;
  const waitingFor = insights.readyToReturn
    ? null
    : waitingForText(waitingForNames(insights.waitingOn, insights.waitingFor, job));
  return (
    <span className={cn('inline-flex max-w-full flex-wrap items-center gap-1', className)}>
      {insights.readyToReturn && (
        <Badge className="border-transparent bg-emerald-700 text-white">
          <CheckCircle2Icon aria-hidden="true" />
          {HOLD_READINESS_TEXTS.readyToReturn}
        </Badge>
      )}
      {waitingFor && (
        <Badge
          variant="outline"
          className={cn('min-w-0 max-w-full shrink', wrap && 'whitespace-normal text-left')}
          title={waitingFor}
          data-testid="waiting-for"
        >
          <CircleDashedIcon aria-hidden="true" className="shrink-0" />
          <span className={wrap ? '[overflow-wrap:anywhere]' : 'truncate'}>{waitingFor}</span>
        </Badge>
      )}
      {overdue.length > 0 && (
        <Badge
          className="border-transparent bg-amber-200 text-amber-950 dark:bg-amber-300"
          title={`Part ${overdue.join(', ')} past its ETA`}
        >
          <AlarmClockIcon aria-hidden="true" />
          Part overdue
        </Badge>
      )}
      {showDays && insights.daysOnHold !== null && (
        <Badge variant="outline" className="text-muted-foreground">
          <HourglassIcon aria-hidden="true" />
          {daysOnHoldLabel(insights.daysOnHold)}
        </Badge>
      )}
    </span>
  );
}
