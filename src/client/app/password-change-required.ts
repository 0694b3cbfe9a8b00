import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Location } from 'react-router';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { ApiError } from '../lib/api-client.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** The change-password screen: Settings > Security, where the temporary-password banner led. */
export const PASSWORD_CHANGE_PATH = '/settings?tab=security';

export function isPasswordChangeLocation(location: Pick<Location, 'pathname' | 'search'>): boolean {
  return location.pathname === '/settings' && new URLSearchParams(location.search).get('tab') === 'security';
}

/**
 * The server's refusal of an account that still has its temporary password (a 403 for every
 * route but signing out, 'who am I' and the change itself: PASSWORD_CHANGE_REQUIRED_MESSAGE in
 * shared/domain/role-permissions.ts). Recognised by its words, the only thing that tells it from a
 * refusal by role; matched loosely so the role table stays off the first paint.
 */
function isPasswordChangeRequired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.kind === 'http' &&
    error.status === 403 &&
    /temporary password/i.test(error.message)
  );
}

/**
 * An administrator can reset the password of someone who is signed in; the screen they have open
 * learns it from the server's 403. The signed-in employee is then marked, and the route guard
 * takes them to the change, as it does at sign-in.
 */
export function useGoToPasswordChangeWhenRequired(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const mark = (error: unknown) => {
      if (!isPasswordChangeRequired(error)) return;
      queryClient.setQueryData<CurrentEmployee | null>(queryKeys.currentEmployee, (me) =>
        me && !me.mustChangePassword ? { ...me, mustChangePassword: true } : me,
      );
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') mark(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') mark(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
