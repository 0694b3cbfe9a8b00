import type { QueryClient } from '@tanstack/react-query';
import { readStoredToken } from '../../../lib/auth-storage.ts';
import { mobileListQuery } from './use-mobile-work-orders.ts';

/**
 * Starts the mobile list's request as a mobile route is entered, alongside the session check and
 * the screen's code rather than after them: on a slow phone link each of those is a round trip of
 * seconds. Nothing is asked without a token (the login form comes first).
 */
export function prefetchMobileList(queryClient: QueryClient): void {
  if (readStoredToken() === null) return;
  void queryClient.prefetchQuery(mobileListQuery());
}
