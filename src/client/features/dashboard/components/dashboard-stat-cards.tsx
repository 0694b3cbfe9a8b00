import { AlarmClockIcon, CheckCircle2Icon, ClipboardCheckIcon, ClipboardListIcon } from 'lucide-react';
import { Link } from 'react-router';
import { StatCard } from '#client/components/ui/stat-card.tsx';
import { DASHBOARD_SCREEN_TEXTS } from '#shared/spec-texts/dashboard-texts.ts';
import { HAND_BACK_DASHBOARD_TEXTS } from '#shared/spec-texts/hand-back-office-texts.ts';
import { DASHBOARD_STAT_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { HAND_BACK_AWAITING_REVIEW } from '#shared/spec-texts/work-list-texts.ts';
import { useAwaitingReviewCount } from '../api/get-awaiting-review-count.ts';
import { useDashboardStats } from '../api/get-dashboard-stats.ts';
import { useOverdueCount } from '../api/get-overdue-count.ts';
import { type StatTrend, statChange } from '../stat-change.ts';
import { CardQuery } from './dashboard-card.tsx';

/** No arrow for no change: the words go in the card's quiet info line instead. */
function trendProps(trend: StatTrend) {
  const { text, direction, tone } = trend;
  return direction === 'flat' ? { info: text } : { change: { text, direction, tone } };
}

/** Active work past its due date, every priority; the card opens that very list. */
function OverdueStat() {
  const overdue = useOverdueCount();
  return (
    <StatCard
      title={DASHBOARD_STAT_TEXTS.overdue}
      value={overdue.data ?? '–'}
      icon={AlarmClockIcon}
      info={
        <>
          {DASHBOARD_STAT_TEXTS.overdueInfo}.{' '}
          <Link
            to="/tasks?due=overdue"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {DASHBOARD_STAT_TEXTS.viewOverdue}
          </Link>
        </>
      }
    />
  );
}

/** Visits handed back and not yet reviewed (ADR 068); the card opens the task list filtered so. */
function AwaitingReviewStat() {
  const awaiting = useAwaitingReviewCount();
  return (
    <StatCard
      title={HAND_BACK_AWAITING_REVIEW}
      value={awaiting.data ?? '–'}
      icon={ClipboardCheckIcon}
      info={
        <>
          {HAND_BACK_DASHBOARD_TEXTS.awaitingReviewInfo}.{' '}
          <Link
            to="/tasks?handBack=awaiting-review"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {HAND_BACK_DASHBOARD_TEXTS.viewAwaitingReview}
          </Link>
        </>
      }
    />
  );
}

/**
 * Total Tasks (open work: a rise is not good news) and Completed Today (a rise is), each against
 * its earlier value (computed, not fixed), the overdue work and the hand-backs awaiting review,
 * each of which opens its list.
 */
export function DashboardStatCards() {
  const query = useDashboardStats();
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      <div className="md:col-span-2">
        <CardQuery query={query} loadingLabel={DASHBOARD_SCREEN_TEXTS.loadingTaskCounts} rows={2}>
          {(stats) => (
            <div className="grid gap-4 sm:grid-cols-2">
              <StatCard
                title={DASHBOARD_STAT_TEXTS.totalTasks}
                value={stats.total}
                icon={ClipboardListIcon}
                {...trendProps(statChange(stats.total, stats.previousTotal, 'lastMonth', 'openWork'))}
              />
              <StatCard
                title={DASHBOARD_STAT_TEXTS.completedToday}
                value={stats.completedToday}
                icon={CheckCircle2Icon}
                {...trendProps(
                  statChange(stats.completedToday, stats.completedYesterday, 'yesterday', 'doneWork'),
                )}
              />
            </div>
          )}
        </CardQuery>
      </div>
      <OverdueStat />
      <AwaitingReviewStat />
    </div>
  );
}
