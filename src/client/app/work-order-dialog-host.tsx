import { lazy, Suspense } from 'react';

// Its own chunk: a screen paints first, the dialog's code arrives when a work order is opened.
const WorkOrderDetailDialog = lazy(() =>
  import('../features/work-order-detail/components/window/work-order-detail-dialog.tsx').then((m) => ({
    default: m.WorkOrderDetailDialog,
  })),
);

type WorkOrderDialogHostProps = { workOrderId: number | null; onClose: () => void };

/** The task detail dialog a list screen opens over itself (tasks, priority list, dashboard). */
export function WorkOrderDialogHost({ workOrderId, onClose }: WorkOrderDialogHostProps) {
  if (workOrderId === null) return null;
  return (
    <Suspense fallback={null}>
      <WorkOrderDetailDialog workOrderId={workOrderId} onClose={onClose} />
    </Suspense>
  );
}
