import { lazy, Suspense, useState } from 'react';
import { PausedJobsPage } from '../../features/paused-jobs/components/paused-jobs-page.tsx';

// Its own chunk: the list paints first, the dialog's code arrives when a job is opened.
const WorkOrderDetailDialog = lazy(() =>
  import('../../features/work-order-detail/components/work-order-detail-dialog.tsx').then((m) => ({
    default: m.WorkOrderDetailDialog,
  })),
);

/** /paused-jobs: the list, and the task detail dialog of the job opened from it. */
export default function PausedJobsRoute() {
  const [openTaskId, setOpenTaskId] = useState<number | null>(null);
  return (
    <>
      <PausedJobsPage onOpenJob={setOpenTaskId} />
      {openTaskId !== null && (
        <Suspense fallback={null}>
          <WorkOrderDetailDialog workOrderId={openTaskId} onClose={() => setOpenTaskId(null)} />
        </Suspense>
      )}
    </>
  );
}
