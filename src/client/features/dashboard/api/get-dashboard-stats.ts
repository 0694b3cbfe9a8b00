import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { DashboardStats } from '#shared/schemas/dashboard.ts';
import { DASHBOARD_CACHE, withTimeZone } from './dashboard-cache.ts';

/** GET /api/dashboard/stats: today's and yesterday's counts, in the viewer's time zone. */
const getDashboardStats = (signal?: AbortSignal) =>
  apiRequest<DashboardStats>(`/api/dashboard/stats?${withTimeZone()}`, { signal });

// The plain stats key: work-order changes refresh it (lib/invalidate-work-orders.ts). The zone
// stays out of it, as it does not change while the page is open.
export const dashboardStatsQuery = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.stats,
    queryFn: ({ signal }) => getDashboardStats(signal),
    ...DASHBOARD_CACHE,
  });

export const useDashboardStats = () => useQuery(dashboardStatsQuery());
