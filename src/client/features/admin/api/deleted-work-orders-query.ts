import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { DeletedWorkOrder } from '#shared/schemas/deleted-work-order.ts';

/** Rows per page of Recently deleted. */
export const DELETED_PAGE_SIZE = 25;

/** GET /api/deleted-work-orders, newest deletion first, one page (zero-based). */
function getDeletedWorkOrders(page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    limit: String(DELETED_PAGE_SIZE),
    offset: String(page * DELETED_PAGE_SIZE),
  });
  return apiPage<DeletedWorkOrder>(`/api/deleted-work-orders?${query}`, { signal });
}

const deletedWorkOrdersQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.deletedWorkOrders.list({ page }),
    queryFn: ({ signal }) => getDeletedWorkOrders(page, signal),
    placeholderData: keepPreviousData,
  });

export const useDeletedWorkOrders = (page: number) => useQuery(deletedWorkOrdersQuery(page));
