import { lazy, Suspense, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isMobileUserAgent } from '../../../shared/domain/mobile-user-agent.ts';
import { CurrentTasksPage } from '../../features/tasks/components/current-tasks-page.tsx';

// Its own chunk: the list paints first, the dialog's code arrives when a task is opened.
const WorkOrderDetailDialog = lazy(() =>
  import('../../features/work-order-detail/components/work-order-detail-dialog.tsx').then((m) => ({
    default: m.WorkOrderDetailDialog,
  })),
);

/** /tasks, and /tasks/active?search=... (the header search's target: the same screen, searched). */
export default function TasksRoute() {
  const { pathname } = useLocation();
  const [openTaskId, setOpenTaskId] = useState<number | null>(null);
  // SPEC 2 /tasks: phones get the minimal mobile page instead.
  if (pathname === '/tasks' && isMobileUserAgent(navigator.userAgent)) {
    return <Navigate to="/minimal-mobile-tasks" replace />;
  }
  return (
    <>
      <CurrentTasksPage onOpenTask={setOpenTaskId} />
      {openTaskId !== null && (
        <Suspense fallback={null}>
          <WorkOrderDetailDialog workOrderId={openTaskId} onClose={() => setOpenTaskId(null)} />
        </Suspense>
      )}
    </>
  );
}
