import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { ActivityItem } from '#shared/schemas/activity.ts';

/** Rows per page of the activity log. */
export const ACTIVITY_PAGE_SIZE = 50;

/**
 * lib/query-keys.ts has no family for the activity log yet; this is its root until it does
 * (reported to the lead). Employee writes here invalidate it, as they add lines to the log.
 */
export const ACTIVITY_LOG_ROOT_KEY = queryKeys.activity.all;

export type ActivityParams = {
  /** The actor's id, or ''. */
  employeeId: string;
  /** The job number as typed. */
  workOrder: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  /** Zero-based. */
  page: number;
};

const activityLogKey = (params: ActivityParams) => queryKeys.activity.list(params);

/** GET /api/activity with the filters set, newest first, one page. */
function getActivityPage(params: ActivityParams, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (params.employeeId) query.set('employeeId', params.employeeId);
  if (params.workOrder) query.set('workOrder', params.workOrder);
  if (params.from) query.set('from', params.from);
  if (params.to) query.set('to', params.to);
  query.set('limit', String(ACTIVITY_PAGE_SIZE));
  query.set('offset', String(params.page * ACTIVITY_PAGE_SIZE));
  return apiPage<ActivityItem>(`/api/activity?${query}`, { signal });
}

const activityLogQuery = (params: ActivityParams, enabled = true) =>
  queryOptions({
    queryKey: activityLogKey(params),
    queryFn: ({ signal }) => getActivityPage(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useActivityLog = (params: ActivityParams, enabled = true) =>
  useQuery(activityLogQuery(params, enabled));
