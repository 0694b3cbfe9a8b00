import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';

/**
 * After any change to a work order, the caches of /api/work-orders,
 * /api/work-orders/on-hold, /api/work-orders-need-follow-up and /api/dashboard/stats are refreshed.
 * The dashboard's other cards (priority, recent, workload) show the same work, so all of
 * /api/dashboard/* is refreshed.
 * Pass the changed work order's id to refresh its detail (comments, attachments, assignments) too.
 */
export function workOrderChangeKeys(workOrderId?: number): QueryKey[] {
  const keys: QueryKey[] = [
    queryKeys.workOrders.lists(),
    queryKeys.workOrders.onHoldLists(),
    queryKeys.workOrders.needFollowUpLists(),
    queryKeys.dashboard.all,
  ];
  if (workOrderId !== undefined) keys.push(queryKeys.workOrders.detail(workOrderId));
  return keys;
}

/** Invalidates workOrderChangeKeys, for a change that did not come from a mutation hook. */
export async function invalidateAfterWorkOrderChange(
  queryClient: QueryClient,
  options: { workOrderId?: number } = {},
): Promise<void> {
  await Promise.all(
    workOrderChangeKeys(options.workOrderId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
