import { CheckCircle2Icon, ClipboardListIcon } from 'lucide-react';
import { StatCard } from '#client/components/ui/stat-card.tsx';
import { DASHBOARD_STAT_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { useDashboardStats } from '../api/get-dashboard-stats.ts';
import { type StatTrend, statChange } from '../stat-change.ts';
import { CardQuery } from './dashboard-card.tsx';

/** No arrow for no change: the words go in the card's quiet info line instead. */
function trendProps(trend: StatTrend) {
  const { text, direction, tone } = trend;
  return direction === 'flat' ? { info: text } : { change: { text, direction, tone } };
}

/**
 * Total Tasks (open work: a rise is not good news) and Completed Today (a rise is), each against
 * its earlier value (PRODUCT: computed, not fixed).
 */
export function DashboardStats() {
  const query = useDashboardStats();
  return (
    <CardQuery query={query} loadingLabel="Loading task counts..." rows={2}>
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
  );
}
