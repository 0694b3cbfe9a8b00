import { Navigate, useLocation, useSearchParams } from 'react-router';
import { isMobileUserAgent } from '../../../shared/domain/mobile-user-agent.ts';
import { ScreenPlaceholder } from '../screen-placeholder.tsx';

/** /tasks, and /tasks/active?search=... (the header search's target: the same screen, searched). */
export default function TasksRoute() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // SPEC 2 /tasks: phones get the minimal mobile page instead.
  if (pathname === '/tasks' && isMobileUserAgent(navigator.userAgent)) {
    return <Navigate to="/minimal-mobile-tasks" replace />;
  }
  const search = params.get('search')?.trim();
  return (
    <ScreenPlaceholder
      title="Current Tasks"
      note="Active work orders with search, filters and card or list views arrive here in a later release."
    >
      {search && <p>Searching for: {search}</p>}
    </ScreenPlaceholder>
  );
}
