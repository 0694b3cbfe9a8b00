import { Navigate, useLocation } from 'react-router';
import { CurrentTasksPage } from '#client/features/tasks/components/current-tasks-page.tsx';
import { useOpenWorkOrder } from '#client/lib/work-order-address.ts';
import { isMobileUserAgent } from '#shared/domain/mobile-user-agent.ts';

/**
 * /tasks, and /tasks/active?search=... (the header search's target: the same screen, searched).
 * A task opens at /work-orders/{id} over this list (ADR 026).
 */
export default function TasksRoute() {
  const { pathname } = useLocation();
  const openTask = useOpenWorkOrder();
  // /tasks: phones get the minimal mobile page instead.
  if (pathname === '/tasks' && isMobileUserAgent(navigator.userAgent)) {
    return <Navigate to="/minimal-mobile-tasks" replace />;
  }
  return <CurrentTasksPage onOpenTask={openTask} />;
}
