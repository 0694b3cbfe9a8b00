import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/**
 * How many jobs on another page match a search, from the server's count: the list endpoint asked
 * for one row answers the size of the whole filtered list in X-Total-Count, so no list is
 * downloaded to be counted (ADR 026).
 */
async function countOf(path: string, params: Record<string, string>, signal?: AbortSignal) {
  const query = new URLSearchParams({ ...params, limit: '1' });
  const { total } = await apiPage<unknown>(`${path}?${query}`, { signal });
  return total;
}

/** Paused jobs (GET /api/work-orders/on-hold) whose text matches `search`. */
const pausedSearchCountQuery = (search: string) =>
  queryOptions({
    // Under the on-hold prefix, so every work-order change refreshes it with the lists.
    queryKey: queryKeys.workOrders.onHold({ search, count: true }),
    queryFn: ({ signal }) => countOf('/api/work-orders/on-hold', { search }, signal),
    staleTime: 30_000,
  });

/** Completed tasks (GET /api/work-orders?status=completed) whose text matches `search`. */
const completedSearchCountQuery = (search: string) =>
  queryOptions({
    queryKey: queryKeys.workOrders.list({ status: 'completed', search, count: true }),
    queryFn: ({ signal }) => countOf('/api/work-orders', { status: 'completed', search }, signal),
    staleTime: 30_000,
  });

/** Both counts for a search; nothing is asked while the search is empty. */
export function useSearchCounts(search: string) {
  const enabled = search !== '';
  const paused = useQuery({ ...pausedSearchCountQuery(search), enabled });
  const completed = useQuery({ ...completedSearchCountQuery(search), enabled });
  return { paused: paused.data, completed: completed.data };
}
