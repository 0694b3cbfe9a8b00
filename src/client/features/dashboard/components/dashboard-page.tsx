import { PageHeading } from '#client/components/work-order-list/page-heading.tsx';
import { NAV_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { DashboardStatCards } from './dashboard-stat-cards.tsx';
import { PausedJobsCard } from './paused-jobs-card.tsx';
import { PriorityTasksCard } from './priority-tasks-card.tsx';
import { RecentHistoryCard } from './recent-history-card.tsx';
import { RecentTasksCard } from './recent-tasks-card.tsx';
import { SmsFooter } from './sms-footer.tsx';
import { StaffWorkloadCard } from './staff-workload-card.tsx';
import { TasksOverviewCard } from './tasks-overview-card.tsx';

type DashboardPageProps = { onOpenTask: (id: number) => void };

/**
 * /dashboard. Every card asks for its own data as it mounts,
 * so all requests leave together and each card loads, fails and retries on its own.
 */
export function DashboardPage({ onOpenTask }: DashboardPageProps) {
  return (
    <section className="mx-auto max-w-7xl space-y-6">
      <PageHeading title={NAV_TEXTS.dashboard} total={undefined} />
      <DashboardStatCards />
      <div className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3">
        <TasksOverviewCard onOpenTask={onOpenTask} />
        <PausedJobsCard onOpenTask={onOpenTask} />
        <PriorityTasksCard onOpenTask={onOpenTask} />
        <RecentHistoryCard onOpenTask={onOpenTask} />
        <StaffWorkloadCard className="lg:col-span-2" />
        <RecentTasksCard onOpenTask={onOpenTask} className="lg:col-span-2 xl:col-span-3" />
      </div>
      <SmsFooter />
    </section>
  );
}
