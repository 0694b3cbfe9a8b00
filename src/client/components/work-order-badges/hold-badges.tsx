import { AlarmClockIcon, CheckCircle2Icon, CircleDashedIcon, HourglassIcon } from 'lucide-react';
import { waitingOnText } from '#shared/domain/hold-readiness.ts';
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
  insights: HoldInsights | null;
  /** Hide the days-on-hold badge where the age is shown elsewhere. */
  showDays?: boolean;
  className?: string;
};

/**
 * The hold markers: how long the job has waited, 'Part overdue' when a part's ETA has passed
 * without it arriving, and either 'Ready to return' or what it is still waiting on (the rule of
 * docs/decisions/056-ready-to-return.md, applied by the server). Shared by the paused-jobs cards,
 * the detail dialog and the dashboard.
 */
export function HoldBadges({ insights, showDays = true, className }: HoldBadgesProps) {
  if (!insights) return null;
  const overdue = insights.overdueParts;
  const waitingOn = insights.readyToReturn ? null : waitingOnText(insights.waitingOn, insights.waitingFor);
  return (
    <span className={cn('inline-flex max-w-full flex-wrap items-center gap-1', className)}>
      {insights.readyToReturn && (
        <Badge className="border-transparent bg-emerald-700 text-white">
          <CheckCircle2Icon aria-hidden="true" />
          {HOLD_READINESS_TEXTS.readyToReturn}
        </Badge>
      )}
      {waitingOn && (
        <Badge
          variant="outline"
          className="min-w-0 max-w-full shrink"
          title={waitingOn}
          data-testid="waiting-on"
        >
          <CircleDashedIcon aria-hidden="true" />
          <span className="truncate">{waitingOn}</span>
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
