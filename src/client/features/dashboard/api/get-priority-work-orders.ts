import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { WorkOrder } from '#shared/schemas/work-order.ts';
import { DASHBOARD_CACHE } from './dashboard-cache.ts';

/** A few rows: the card points at /work-orders for the whole urgent list. */
const PRIORITY_TASKS_SHOWN = 5;

/** GET /api/dashboard/priority-work-orders: urgent work not completed, oldest due date first. */
const getPriorityWorkOrders = (signal?: AbortSignal) =>
  apiPage<WorkOrder>(`/api/dashboard/priority-work-orders?limit=${PRIORITY_TASKS_SHOWN}`, { signal });

export const priorityWorkOrdersQuery = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.priority,
    queryFn: ({ signal }) => getPriorityWorkOrders(signal),
    ...DASHBOARD_CACHE,
  });

export const usePriorityWorkOrders = () => useQuery(priorityWorkOrdersQuery());
