import { SirenIcon } from 'lucide-react';
import { DueDate } from '#client/components/work-order-list/due-date.tsx';
import { DASHBOARD_CARD_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { TASK_LIST_TEXTS } from '#shared/spec-texts/work-list-texts.ts';
import { usePriorityWorkOrders } from '../api/get-priority-work-orders.ts';
import { CardEmpty, CardLink, CardQuery, DashboardCard, MoreCount } from './dashboard-card.tsx';
import { StatusBadge, WorkOrderLine } from './work-order-line.tsx';

// SPEC gives this card no overflow line, so it is not in the catalogue; worded like the others'.
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
      <CardQuery query={query} loadingLabel="Loading priority tasks...">
        {({ rows, total }) =>
          rows.length === 0 ? (
            <CardEmpty text="No urgent work right now" />
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
                    <DueDate dueDate={task.dueDate} hold={task} />
                  </WorkOrderLine>
                ))}
              </ul>
              <MoreCount hidden={total - rows.length} template={MORE_URGENT_TASKS} />
            </>
          )
        }
      </CardQuery>
    </DashboardCard>
  );
}
