import { useState } from 'react';
import { CurrentTasksPage } from '../../features/tasks/components/current-tasks-page.tsx';
import { WorkOrderDialogHost } from '../work-order-dialog-host.tsx';

/** /work-orders (PRODUCT): the priority list, urgent work that is not completed. */
export default function WorkOrdersRoute() {
  const [openTaskId, setOpenTaskId] = useState<number | null>(null);
  return (
    <>
      <CurrentTasksPage scope="priority" onOpenTask={setOpenTaskId} />
      <WorkOrderDialogHost workOrderId={openTaskId} onClose={() => setOpenTaskId(null)} />
    </>
  );
}
