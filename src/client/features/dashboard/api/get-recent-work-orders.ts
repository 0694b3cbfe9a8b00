import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { RecentWorkOrder } from '#shared/schemas/dashboard.ts';
import { DASHBOARD_CACHE } from './dashboard-cache.ts';

/** Rows per page of the Recent Tasks table. */
export const RECENT_TASKS_PAGE_SIZE = 10;

/** GET /api/dashboard/recent-work-orders, one page, and the size of the whole list. */
const getRecentWorkOrders = (offset: number, signal?: AbortSignal) => {
  const query = new URLSearchParams({ limit: String(RECENT_TASKS_PAGE_SIZE), offset: String(offset) });
  return apiPage<RecentWorkOrder>(`/api/dashboard/recent-work-orders?${query}`, { signal });
};

export const recentWorkOrdersQuery = (offset: number) =>
  queryOptions({
    queryKey: queryKeys.dashboard.recent({ limit: RECENT_TASKS_PAGE_SIZE, offset }),
    queryFn: ({ signal }) => getRecentWorkOrders(offset, signal),
    ...DASHBOARD_CACHE,
    // The current page stays up while the next one loads, instead of a flash of placeholders.
    placeholderData: keepPreviousData,
  });

export const useRecentWorkOrders = (offset: number) => useQuery(recentWorkOrdersQuery(offset));
