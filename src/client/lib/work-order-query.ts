import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { ApiError, apiRequest } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * GET /api/work-orders/{id}: the order with its comments (newest first), questions and attachment
 * count. Read by the detail dialog, the update dialog and the work-order route (decision 007).
 */
export const getWorkOrder = (id: number, signal?: AbortSignal) =>
  apiRequest<WorkOrderDetail>(`/api/work-orders/${id}`, { signal });

/** A 404 or 403 answers the same the second time: only transient failures get SPEC 9's one retry. */
const retryTransient = (failureCount: number, error: Error) =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const workOrderQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.workOrders.detail(id),
    queryFn: ({ signal }) => getWorkOrder(id, signal),
    retry: retryTransient,
  });

export const useWorkOrder = (id: number) => useQuery(workOrderQuery(id));
