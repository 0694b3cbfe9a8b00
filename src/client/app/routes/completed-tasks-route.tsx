import { lazy, Suspense, useState } from 'react';
import { CompletedTasksPage } from '../../features/tasks/components/completed-tasks-page.tsx';

// Its own chunk: the list paints first, the dialog's code arrives when a task is opened.
const WorkOrderDetailDialog = lazy(() =>
  import('../../features/work-order-detail/components/work-order-detail-dialog.tsx').then((m) => ({
    default: m.WorkOrderDetailDialog,
  })),
);

export default function CompletedTasksRoute() {
  const [openTaskId, setOpenTaskId] = useState<number | null>(null);
  return (
    <>
      <CompletedTasksPage onOpenTask={setOpenTaskId} />
      {openTaskId !== null && (
        <Suspense fallback={null}>
          <WorkOrderDetailDialog workOrderId={openTaskId} onClose={() => setOpenTaskId(null)} />
        </Suspense>
      )}
    </>
  );
}
