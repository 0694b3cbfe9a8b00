import { KeyRoundIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useCurrentEmployee } from '../../lib/current-employee.ts';

/**
 * An account made or reset in the Admin Panel signs in with a temporary password the administrator
 * has seen; until it is changed, every screen but Settings says so.
 */
export function TemporaryPasswordBanner() {
  const me = useCurrentEmployee().data;
  const { pathname } = useLocation();
  if (!me?.mustChangePassword || pathname === '/settings') return null;
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <KeyRoundIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0 flex-1">You signed in with a temporary password.</span>
      <Link to="/settings?tab=security" className="font-medium underline underline-offset-4">
        Change your password
      </Link>
    </div>
  );
}
