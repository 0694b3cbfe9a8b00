import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { ApiError, apiRequest } from './api-client.ts';
import { readStoredToken } from './auth-storage.ts';
import { queryKeys } from './query-keys.ts';

export const SESSION_PATH = '/api/auth/me';

/**
 * No answer from the portal at all: no network, a read that timed out, or a gateway with the
 * server behind it down. Not a refused session: that is a 401.
 */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status === 502 || error.status === 503 || error.status === 504);
}

/**
 * The signed-in employee, or null when nobody is: no stored token (no request is made) or a session
 * the server no longer accepts (its 401 also clears the stored token). When the portal cannot be
 * reached, the employee last known for this session on this device (kept by
 * useRememberSignedInEmployee): an unreachable server is not a lost session, and the app opens
 * from what the phone holds. The next answer from the server decides (asked again when the
 * browser is back online: useComeBackOnline).
 */
export async function getCurrentEmployee(signal?: AbortSignal): Promise<CurrentEmployee | null> {
  const token = readStoredToken();
  if (token === null) return null;
  try {
    return await apiRequest<CurrentEmployee>(SESSION_PATH, { nullOn401: true, signal });
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const { readSavedAnswer } = await import('./saved-answers.ts');
    const saved = await readSavedAnswer<CurrentEmployee>(SESSION_PATH, token);
    if (saved && typeof saved === 'object' && typeof saved.id === 'number') return saved;
    throw error;
  }
}

// Auth data is fresh for 5 minutes and never retried.
export const currentEmployeeQuery = () =>
  queryOptions({
    queryKey: queryKeys.currentEmployee,
    queryFn: ({ signal }) => getCurrentEmployee(signal),
    staleTime: 5 * 60_000,
    retry: false,
    // Offline, the service worker answers from the session's saved copy (ADR 046); a paused check
    // would leave the route guard loading forever.
    networkMode: 'offlineFirst',
  });

/** `data` is the employee, null when signed out, undefined while the first answer is pending. */
export const useCurrentEmployee = () => useQuery(currentEmployeeQuery());
