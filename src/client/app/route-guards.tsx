import { type ReactNode, useEffect } from 'react';
import { type Location, Navigate, useLocation } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { LOGIN_PATH, loginDestination } from '../features/auth/login-destination.ts';
import { useCurrentEmployee } from '../lib/current-employee.ts';
import { useLiveUpdates } from '../lib/live-updates/use-live-updates.ts';
import { useOutboxSender } from '../lib/outbox/use-outbox-sender.ts';
import {
  isPasswordChangeLocation,
  PASSWORD_CHANGE_PATH,
  useGoToPasswordChangeWhenRequired,
} from './password-change-required.ts';
import { ScreenLoading } from './screen-loading.tsx';
import { useComeBackOnline } from './use-come-back-online.ts';
import { useRememberSignedInEmployee } from './use-remember-signed-in-employee.ts';
import { isSignedOutError, useSignOutWhenSessionEnds } from './use-sign-out-when-session-ends.ts';

/** Where the login page sends someone back to once signed in (read by loginDestination). */
type LoginLocationState = { from?: Location };

/**
 * A protected route shows the login form to a visitor who is not signed in. An account
 * with a temporary password sees nothing but the change-password screen until it has its own (ADR
 * 023); the screen it was headed for follows the change.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const me = useCurrentEmployee();
  useSignOutWhenSessionEnds();
  useGoToPasswordChangeWhenRequired();
  // Offline, the app opens as the employee last known on this device, and catches up once online.
  useRememberSignedInEmployee(me.data);
  useComeBackOnline();
  // Changes made by anyone, through any server, reach this screen as they happen (issue 26).
  const sessionEmployeeId = me.data && !me.data.mustChangePassword ? me.data.id : undefined;
  useLiveUpdates(sessionEmployeeId);
  // Writes kept on the phone without a connection go when it is back (issue 27).
  useOutboxSender(sessionEmployeeId);
  if (me.data?.mustChangePassword && !isPasswordChangeLocation(location)) {
    const from = (location.state as LoginLocationState | null)?.from ?? location;
    const state: LoginLocationState = { from };
    return <Navigate to={PASSWORD_CHANGE_PATH} replace state={state} />;
  }
  if (me.data) return children;
  if (me.isError && !isSignedOutError(me.error)) {
    return <SessionCheckFailed message={me.error.message} onRetry={() => me.refetch()} />;
  }
  if (me.isPending && me.fetchStatus !== 'idle') return <ScreenLoading fullPage />;
  const state: LoginLocationState = { from: location };
  return <Navigate to={LOGIN_PATH} replace state={state} />;
}

/** The login page, unless already signed in: then where the visitor was going, or home. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const location = useLocation();
  const me = useCurrentEmployee();
  if (me.data) return <Navigate to={loginDestination(location.state)} replace />;
  if (me.isPending && me.fetchStatus !== 'idle') return <ScreenLoading fullPage />;
  return children;
}

/**
 * The server could not be asked (offline, 5xx) and the device holds no employee for this session:
 * keep the session, offer to try again, and try by itself when the browser is back online.
 */
function SessionCheckFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-semibold">Could not reach the portal</h1>
      <p className="max-w-md text-muted-foreground">{message}</p>
      <Button onClick={onRetry}>Try again</Button>
    </main>
  );
}
