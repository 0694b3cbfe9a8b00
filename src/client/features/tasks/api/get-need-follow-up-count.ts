import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { WorkOrder } from '#shared/schemas/work-order.ts';

/**
 * The sidebar's Tasks badge counts the need-follow-up list; one row plus the server's
 * X-Total-Count gives the same number without downloading the whole list.
 */
const getNeedFollowUpCount = async (signal?: AbortSignal) => {
  const page = await apiPage<WorkOrder>('/api/work-orders-need-follow-up?limit=1', { signal });
  return page.total;
};

const needFollowUpCountQuery = () =>
  queryOptions({
    // Under the need-follow-up prefix, so every work-order change refreshes the badge;
    // `count` keeps this number apart from a page of rows cached for the same list.
    queryKey: queryKeys.workOrders.needFollowUp({ count: true }),
    queryFn: ({ signal }) => getNeedFollowUpCount(signal),
  });

export const useNeedFollowUpCount = () => useQuery(needFollowUpCountQuery());
