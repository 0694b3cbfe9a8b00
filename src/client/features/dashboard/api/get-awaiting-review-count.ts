import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { DASHBOARD_CACHE } from './dashboard-cache.ts';

/**
 * What /tasks?handBack=awaiting-review lists: work whose visit was handed back and not yet
 * reviewed, in any status. The card's count and the list it opens ask the same question.
 */
const AWAITING_REVIEW_PARAMS = { handBack: 'awaiting-review', limit: '1' };

/** One row and the server's X-Total-Count: the number without the list. */
const getAwaitingReviewCount = async (signal?: AbortSignal) => {
  const page = await apiPage<WorkOrderListItem>(
    `/api/work-orders?${new URLSearchParams(AWAITING_REVIEW_PARAMS)}`,
    {
      signal,
    },
  );
  return page.total;
};

// Under workOrders.list, so every work-order change (a review among them) refreshes the count.
const awaitingReviewCountQuery = () =>
  queryOptions({
    queryKey: queryKeys.workOrders.list({ ...AWAITING_REVIEW_PARAMS, view: 'awaiting-review-count' }),
    queryFn: ({ signal }) => getAwaitingReviewCount(signal),
    ...DASHBOARD_CACHE,
  });

export const useAwaitingReviewCount = () => useQuery(awaitingReviewCountQuery());
