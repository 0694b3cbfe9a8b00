import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { apiRequest } from './api-client.ts';
import { readStoredToken } from './auth-storage.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The signed-in employee, or null when nobody is: no stored token (no request is made) or a session
 * the server no longer accepts (its 401 also clears the stored token).
 */
export async function getCurrentEmployee(signal?: AbortSignal): Promise<CurrentEmployee | null> {
  if (readStoredToken() === null) return null;
  return apiRequest<CurrentEmployee>('/api/auth/me', { nullOn401: true, signal });
}

// SPEC 7/9: auth data is fresh for 5 minutes and never retried.
export const currentEmployeeQuery = () =>
  queryOptions({
    queryKey: queryKeys.currentEmployee,
    queryFn: ({ signal }) => getCurrentEmployee(signal),
    staleTime: 5 * 60_000,
    retry: false,
    // Offline, the service worker answers from the session's saved copy (ADR 015); a paused check
    // would leave the route guard loading forever.
    networkMode: 'offlineFirst',
  });

/** `data` is the employee, null when signed out, undefined while the first answer is pending. */
export const useCurrentEmployee = () => useQuery(currentEmployeeQuery());
