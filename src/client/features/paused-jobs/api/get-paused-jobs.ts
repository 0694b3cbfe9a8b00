import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiList } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { PausedJobListItem } from '#shared/schemas/work-order.ts';

/**
 * GET /api/work-orders/on-hold without a limit: every paused job at once (ADR 010). They are a
 * bounded set (hundreds, a few thousand), so the page searches, filters and counts them in the
 * browser: instant, and its 'N showing of M' is exact.
 */
const getPausedJobs = (signal?: AbortSignal) =>
  apiList<PausedJobListItem>('/api/work-orders/on-hold', { signal });

// No refetch on window focus, one retry (as the query client's defaults, said here on purpose).
const pausedJobsQuery = () =>
  queryOptions({
    queryKey: queryKeys.workOrders.onHold(),
    queryFn: ({ signal }) => getPausedJobs(signal),
    refetchOnWindowFocus: false,
    retry: 1,
  });

export const usePausedJobs = () => useQuery(pausedJobsQuery());
