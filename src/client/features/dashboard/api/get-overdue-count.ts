import { queryOptions, useQuery } from '@tanstack/react-query';
import { dueWindow, dueWindowParams } from '#client/components/work-order-list/list-order.ts';
import { apiPage } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { DASHBOARD_CACHE } from './dashboard-cache.ts';

/**
 * What /tasks?due=overdue lists: active work (open and in progress) of every priority whose due
 * date has passed. The card's count and the list it opens ask the same question.
 */
const overdueCountParams = (now: Date = new Date()): Record<string, string> => ({
  status: 'open,in-progress',
  ...dueWindowParams(dueWindow('overdue', now)),
  limit: '1',
});

/** One row and the server's X-Total-Count: the number without the list. */
const getOverdueCount = async (params: Record<string, string>, signal?: AbortSignal) => {
  const page = await apiPage<WorkOrderListItem>(`/api/work-orders?${new URLSearchParams(params)}`, {
    signal,
  });
  return page.total;
};

// Under workOrders.list, so every work-order change refreshes the count.
const overdueCountQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: queryKeys.workOrders.list({ ...params, view: 'overdue-count' }),
    queryFn: ({ signal }) => getOverdueCount(params, signal),
    ...DASHBOARD_CACHE,
  });

export const useOverdueCount = () => useQuery(overdueCountQuery(overdueCountParams()));
