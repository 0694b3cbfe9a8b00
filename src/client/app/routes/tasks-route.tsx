import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isMobileUserAgent } from '../../../shared/domain/mobile-user-agent.ts';
import { CurrentTasksPage } from '../../features/tasks/components/current-tasks-page.tsx';
import { WorkOrderDialogHost } from '../work-order-dialog-host.tsx';

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
      <WorkOrderDialogHost workOrderId={openTaskId} onClose={() => setOpenTaskId(null)} />
    </>
  );
}
