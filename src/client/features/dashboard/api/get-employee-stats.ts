import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiList } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { EmployeeStats, WorkloadPeriod } from '#shared/schemas/dashboard.ts';
import { DASHBOARD_CACHE, withTimeZone } from './dashboard-cache.ts';

/** GET /api/dashboard/employee-stats: current open work and the work completed in the period. */
const getEmployeeStats = (period: WorkloadPeriod, signal?: AbortSignal) =>
  apiList<EmployeeStats>(`/api/dashboard/employee-stats?${withTimeZone({ period })}`, { signal });

export const employeeStatsQuery = (period: WorkloadPeriod) =>
  queryOptions({
    queryKey: queryKeys.dashboard.employeeStats({ period }),
    queryFn: ({ signal }) => getEmployeeStats(period, signal),
    ...DASHBOARD_CACHE,
    // Another period keeps the bars up until its counts arrive.
    placeholderData: keepPreviousData,
  });

export const useEmployeeStats = (period: WorkloadPeriod) => useQuery(employeeStatsQuery(period));
