import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkOrderDetail } from '../../../../shared/schemas/work-order.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/work-orders/{id}: the order with its comments, questions and attachment count. */
export const getWorkOrderDetail = (id: number, signal?: AbortSignal) =>
  apiRequest<WorkOrderDetail>(`/api/work-orders/${id}`, { signal });

export const workOrderDetailQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.workOrders.detail(id),
    queryFn: ({ signal }) => getWorkOrderDetail(id, signal),
  });

export const useWorkOrderDetail = (id: number) => useQuery(workOrderDetailQuery(id));
