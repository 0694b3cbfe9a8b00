import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentEmployee } from '../../../../shared/schemas/employee.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { readStoredToken } from '../../../lib/auth-storage.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getCurrentEmployee = () => apiRequest<CurrentEmployee>('/api/auth/me');

// SPEC 7: fresh for 5 minutes, no retry.
export const currentEmployeeQuery = () =>
  queryOptions({
    queryKey: queryKeys.currentEmployee,
    queryFn: getCurrentEmployee,
    enabled: readStoredToken() !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useCurrentEmployee = () => useQuery(currentEmployeeQuery());
