import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiList } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { EmployeeStats } from '#shared/schemas/dashboard.ts';

/** All time: the bar counts current open and in-progress work, which no period changes. */
const PARAMS = { period: 'all' } as const;

/** GET /api/dashboard/employee-stats: the workload of each active employee. */
const getEmployeeWorkloads = (signal?: AbortSignal) =>
  apiList<EmployeeStats>(`/api/dashboard/employee-stats?${new URLSearchParams(PARAMS)}`, { signal });

const employeeWorkloadsQuery = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.employeeStats(PARAMS),
    queryFn: ({ signal }) => getEmployeeWorkloads(signal),
    select: (stats) => new Map(stats.map((entry) => [entry.id, entry.workload])),
  });

export const useEmployeeWorkloads = () => useQuery(employeeWorkloadsQuery());
