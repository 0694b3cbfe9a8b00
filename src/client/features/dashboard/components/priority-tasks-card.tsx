import { SirenIcon } from 'lucide-react';
import { DueDate } from '#client/components/work-order-list/due-date.tsx';
import { DASHBOARD_CARD_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { TASK_LIST_TEXTS } from '#shared/spec-texts/work-list-texts.ts';
import { usePriorityWorkOrders } from '../api/get-priority-work-orders.ts';
import { CardList } from './card-list.tsx';
import { CardLink, DashboardCard } from './dashboard-card.tsx';
import { StatusBadge, WorkOrderLine } from './work-order-line.tsx';

// The product gives this card no overflow line, so it is not in the catalogue; worded like the others'.
const MORE_URGENT_TASKS = '+{count} more urgent tasks';

/** Urgent work not yet completed, most pressing due date first; all of it on /work-orders. */
export function PriorityTasksCard({ onOpenTask }: { onOpenTask: (id: number) => void }) {
  const query = usePriorityWorkOrders();
  return (
    <DashboardCard
      title={TASK_LIST_TEXTS.priorityTasks}
      icon={SirenIcon}
      footer={<CardLink to="/work-orders">{DASHBOARD_CARD_TEXTS.viewAllPriorityTasks}</CardLink>}
    >
      <CardList
        query={query}
        loadingLabel="Loading priority tasks..."
        emptyText="No urgent work right now"
        moreTemplate={MORE_URGENT_TASKS}
      >
        {(task) => (
          <WorkOrderLine task={task} onOpenTask={onOpenTask}>
            <StatusBadge status={task.status} />
            <DueDate dueDate={task.dueDate} hold={task} />
          </WorkOrderLine>
        )}
      </CardList>
    </DashboardCard>
  );
}
