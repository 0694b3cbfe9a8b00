import { CurrentTasksPage } from '#client/features/tasks/components/current-tasks-page.tsx';
import { useOpenWorkOrder } from '#client/lib/work-order-address.ts';

/** /work-orders: the priority list, urgent work that is not completed. */
export default function WorkOrdersRoute() {
  return <CurrentTasksPage scope="priority" onOpenTask={useOpenWorkOrder()} />;
}
