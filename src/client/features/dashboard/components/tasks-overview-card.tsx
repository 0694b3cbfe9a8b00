import { ClipboardListIcon } from 'lucide-react';
import { PriorityBadge } from '#client/components/work-order-badges/priority-badge.tsx';
import { priorityLabel } from '#shared/domain/work-order-priority.ts';
import { DASHBOARD_CARD_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { useActiveTasks } from '../api/get-active-tasks.ts';
import { CardEmpty, CardLink, CardQuery, DashboardCard, MoreCount } from './dashboard-card.tsx';
import { StatusBadge, WorkOrderLine } from './work-order-line.tsx';

/** SPEC 2: the newest 8 active tasks, how many more there are, and the way to all of them. */
export function TasksOverviewCard({ onOpenTask }: { onOpenTask: (id: number) => void }) {
  const query = useActiveTasks();
  return (
    <DashboardCard
      title={DASHBOARD_CARD_TEXTS.tasksOverview}
      icon={ClipboardListIcon}
      footer={<CardLink to="/tasks">View all tasks</CardLink>}
    >
      <CardQuery query={query} loadingLabel="Loading active tasks..." rows={6}>
        {({ rows, total }) =>
          rows.length === 0 ? (
            <CardEmpty text={DASHBOARD_CARD_TEXTS.noActiveTasks} />
          ) : (
            <>
              <ul className="divide-y">
                {rows.map((task) => (
                  <WorkOrderLine
                    key={task.id}
                    number={task.workOrderId}
                    title={task.title}
                    onOpen={() => onOpenTask(task.id)}
                  >
                    <StatusBadge status={task.status} />
                    {priorityLabel(task.priority) === 'Urgent' && <PriorityBadge priority={task.priority} />}
                  </WorkOrderLine>
                ))}
              </ul>
              <MoreCount hidden={total - rows.length} template={DASHBOARD_CARD_TEXTS.moreTasks} />
            </>
          )
        }
      </CardQuery>
    </DashboardCard>
  );
}
