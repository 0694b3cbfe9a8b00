import { SirenIcon } from 'lucide-react';
import { DueDate } from '../../../components/work-order-list/due-date.tsx';
import { usePriorityWorkOrders } from '../api/get-priority-work-orders.ts';
import { CardEmpty, CardLink, CardQuery, DashboardCard, MoreCount } from './dashboard-card.tsx';
import { StatusBadge, WorkOrderLine } from './work-order-line.tsx';

/** Urgent work not yet completed, most pressing due date first; all of it on /work-orders. */
export function PriorityTasksCard({ onOpenTask }: { onOpenTask: (id: number) => void }) {
  const query = usePriorityWorkOrders();
  return (
    <DashboardCard
      title="Priority Tasks"
      icon={SirenIcon}
      footer={<CardLink to="/work-orders">View all priority tasks</CardLink>}
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
                    <DueDate dueDate={task.dueDate} />
                  </WorkOrderLine>
                ))}
              </ul>
              <MoreCount hidden={total - rows.length} noun="urgent tasks" />
            </>
          )
        }
      </CardQuery>
    </DashboardCard>
  );
}
