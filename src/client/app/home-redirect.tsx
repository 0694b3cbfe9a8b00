import { Navigate } from 'react-router';
import { isMobileUserAgent } from '#shared/domain/mobile-user-agent.ts';

/** `/`: phones go to the minimal mobile page, everyone else to the task list. */
export function HomeRedirect() {
  return (
    <Navigate to={isMobileUserAgent(navigator.userAgent) ? '/minimal-mobile-tasks' : '/tasks'} replace />
  );
}
