import type { QueryClient } from '@tanstack/react-query';
import type { CurrentEmployee } from '../../../../shared/schemas/employee.ts';
import { readStoredToken } from '../../../lib/auth-storage.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { mobileListQuery, savedMobileListQuery } from './use-mobile-work-orders.ts';

/**
 * Starts the mobile list's request and the saved copy's read as a mobile route is entered (see
 * app-routes.tsx). Nothing is asked without a token, nor with a temporary password the server
 * refuses everything with (ADR 023): the login form or the password change come first.
 */
export function prefetchMobileList(queryClient: QueryClient): void {
  if (readStoredToken() === null) return;
  if (queryClient.getQueryData<CurrentEmployee | null>(queryKeys.currentEmployee)?.mustChangePassword) return;
  void queryClient.prefetchQuery(mobileListQuery());
  // The copy saved on the phone, shown while the server is slow to answer.
  void queryClient.prefetchQuery(savedMobileListQuery());
}
