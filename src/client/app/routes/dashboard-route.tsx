import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { queryKeys } from '../../lib/query-keys.ts';

// Its own chunk: the dashboard paints first, the dialog's code arrives when a task is opened.
const WorkOrderDetailDialog = lazy(() =>
  import('../../features/work-order-detail/components/work-order-detail-dialog.tsx').then((m) => ({
    default: m.WorkOrderDetailDialog,
  })),
);

/** /dashboard: the overview cards, and the task detail dialog of the task opened from them. */
export default function DashboardRoute() {
  const queryClient = useQueryClient();
  const [openTaskId, setOpenTaskId] = useState<number | null>(null);
  const close = () => {
    setOpenTaskId(null);
    // A change made in the dialog refreshes only the stats among the dashboard's own reads (SPEC 7);
    // the priority list, the recent table and the workload show the same work orders.
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
  };
  return (
    <>
      <DashboardPage onOpenTask={setOpenTaskId} />
      {openTaskId !== null && (
        <Suspense fallback={null}>
          <WorkOrderDetailDialog workOrderId={openTaskId} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
