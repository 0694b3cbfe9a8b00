import { ClipboardListIcon } from 'lucide-react';
import { PriorityBadge } from '#client/components/work-order-badges/priority-badge.tsx';
import { priorityLabel } from '#shared/domain/work-order-priority.ts';
import { DASHBOARD_SCREEN_TEXTS } from '#shared/spec-texts/dashboard-texts.ts';
import { DASHBOARD_CARD_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { useActiveTasks } from '../api/get-active-tasks.ts';
import { CardList } from './card-list.tsx';
import { CardLink, DashboardCard } from './dashboard-card.tsx';
import { StatusBadge, WorkOrderLine } from './work-order-line.tsx';

/** The newest 8 active tasks, how many more there are, and the way to all of them. */
export function TasksOverviewCard({ onOpenTask }: { onOpenTask: (id: number) => void }) {
  const query = useActiveTasks();
  return (
    <DashboardCard
      title={DASHBOARD_CARD_TEXTS.tasksOverview}
      icon={ClipboardListIcon}
      footer={<CardLink to="/tasks">{DASHBOARD_SCREEN_TEXTS.viewAllTasks}</CardLink>}
    >
      <CardList
        query={query}
        loadingLabel={DASHBOARD_SCREEN_TEXTS.loadingActiveTasks}
        placeholders={6}
        emptyText={DASHBOARD_CARD_TEXTS.noActiveTasks}
        moreTemplate={DASHBOARD_CARD_TEXTS.moreTasks}
      >
        {(task) => (
          <WorkOrderLine task={task} onOpenTask={onOpenTask}>
            <StatusBadge status={task.status} />
            {priorityLabel(task.priority) === 'Urgent' && <PriorityBadge priority={task.priority} />}
          </WorkOrderLine>
        )}
      </CardList>
    </DashboardCard>
  );
}
