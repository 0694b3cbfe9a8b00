import { AlarmClockIcon, CheckCircle2Icon, HourglassIcon } from 'lucide-react';
import type { HoldInsights } from '#shared/schemas/work-order.ts';
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
 * The hold markers (issue 6): how long the job has waited, 'Part overdue' when a part's ETA has
 * passed without it arriving, and 'Ready to return' when nothing it waits for is missing. Shared
 * by the paused-jobs cards, the detail dialog and the dashboard.
 */
export function HoldBadges({ insights, showDays = true, className }: HoldBadgesProps) {
  if (!insights) return null;
  const overdue = insights.overdueParts;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1', className)}>
      {insights.readyToReturn && (
        <Badge className="border-transparent bg-emerald-700 text-white">
          <CheckCircle2Icon aria-hidden="true" />
          Ready to return
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
