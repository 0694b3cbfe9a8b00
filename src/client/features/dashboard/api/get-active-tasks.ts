import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { DASHBOARD_CACHE } from './dashboard-cache.ts';

/** The Tasks Overview card shows the first 8 active tasks. */
const ACTIVE_TASKS_SHOWN = 8;

const ACTIVE_TASK_PARAMS = {
  status: 'open,in-progress',
  sort: '-createdAt',
  limit: String(ACTIVE_TASKS_SHOWN),
} as const;

/** GET /api/work-orders: the newest active tasks, and how many there are in all. */
const getActiveTasks = (signal?: AbortSignal) =>
  apiPage<WorkOrderListItem>(`/api/work-orders?${new URLSearchParams(ACTIVE_TASK_PARAMS)}`, { signal });

// Under workOrders.list, so every work-order change refreshes the card.
export const activeTasksQuery = () =>
  queryOptions({
    queryKey: queryKeys.workOrders.list(ACTIVE_TASK_PARAMS),
    queryFn: ({ signal }) => getActiveTasks(signal),
    ...DASHBOARD_CACHE,
  });

export const useActiveTasks = () => useQuery(activeTasksQuery());
