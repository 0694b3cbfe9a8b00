import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Employee } from '#shared/schemas/employee.ts';
import { apiList } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * GET /api/employees: every employee. Here in lib rather than a feature because filters and
 * pickers of several features (tasks, paused jobs, work-order detail, dashboard) read the same
 * list, and features do not import each other.
 */
const getEmployees = (signal?: AbortSignal) => apiList<Employee>('/api/employees', { signal });

const employeesQuery = () =>
  queryOptions({
    queryKey: queryKeys.employees.all,
    queryFn: ({ signal }) => getEmployees(signal),
    // The staff list changes rarely; a minute keeps pickers instant without going stale for long.
    staleTime: 60_000,
  });

export const useEmployees = () => useQuery(employeesQuery());

/** 'Loading employees...' or the failure, shown under a form's employee fields; nothing once loaded. */
export function employeesLoadHint(query: { status: 'pending' | 'error' | 'success'; error: Error | null }) {
  if (query.status === 'pending') return 'Loading employees...';
  if (query.status === 'error') return `Could not load employees: ${query.error?.message ?? ''}`;
  return undefined;
}
