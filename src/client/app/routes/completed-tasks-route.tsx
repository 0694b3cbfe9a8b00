import { CompletedTasksPage } from '#client/features/tasks/components/completed-tasks-page.tsx';
import { useOpenWorkOrder } from '#client/lib/work-order-address.ts';

/** /completed-tasks: finished work; a task opens at /work-orders/{id} over the list (ADR 026). */
export default function CompletedTasksRoute() {
  return <CompletedTasksPage onOpenTask={useOpenWorkOrder()} />;
}
