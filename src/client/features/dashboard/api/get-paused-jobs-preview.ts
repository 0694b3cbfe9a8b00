import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { PausedJobListItem } from '#shared/schemas/work-order.ts';
import { DASHBOARD_CACHE } from './dashboard-cache.ts';

/** The Paused Jobs card shows the first 6. */
const PAUSED_JOBS_SHOWN = 6;

/**
 * The longest on hold first (pausedAt ascending): the 34- and 40-day holds are the ones a manager
 * must see, not the newest under '+N more'.
 */
const PAUSED_JOB_PARAMS = { sort: 'pausedAt', limit: String(PAUSED_JOBS_SHOWN) } as const;

/** GET /api/work-orders/on-hold, one short page (the longest held), and how many paused jobs there are in all. */
const getPausedJobsPreview = (signal?: AbortSignal) =>
  apiPage<PausedJobListItem>(`/api/work-orders/on-hold?${new URLSearchParams(PAUSED_JOB_PARAMS)}`, {
    signal,
  });

// Under workOrders.onHold, so every work-order change refreshes the card.
export const pausedJobsPreviewQuery = () =>
  queryOptions({
    queryKey: queryKeys.workOrders.onHold(PAUSED_JOB_PARAMS),
    queryFn: ({ signal }) => getPausedJobsPreview(signal),
    ...DASHBOARD_CACHE,
  });

export const usePausedJobsPreview = () => useQuery(pausedJobsPreviewQuery());
