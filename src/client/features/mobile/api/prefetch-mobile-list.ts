import type { QueryClient } from '@tanstack/react-query';
import { readStoredToken } from '../../../lib/auth-storage.ts';
import { mobileListQuery, savedMobileListQuery } from './use-mobile-work-orders.ts';

/**
 * Starts the mobile list's request and the saved copy's read as a mobile route is entered (see
 * app-routes.tsx). Nothing is asked without a token: the login form comes first.
 */
export function prefetchMobileList(queryClient: QueryClient): void {
  if (readStoredToken() === null) return;
  void queryClient.prefetchQuery(mobileListQuery());
  // The copy saved on the phone, shown while the server is slow to answer.
  void queryClient.prefetchQuery(savedMobileListQuery());
}
