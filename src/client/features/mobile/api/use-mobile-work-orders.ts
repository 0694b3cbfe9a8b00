import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiListResponse } from '#client/lib/api-client.ts';
import { readStoredToken } from '#client/lib/auth-storage.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { readSavedList, saveAnswer } from '#client/lib/saved-answers.ts';
import {
  MOBILE_LIST_PATH,
  mobileListPathFor,
  SAVED_AT_HEADER,
} from '#client/service-worker/offline-copy-keys.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { isOnJob } from '../show/mobile-show.ts';
import { inTechnicianOrder } from './technician-order.ts';

export type MobileList = {
  jobs: WorkOrderListItem[];
  /** Set when these jobs are the copy saved on the device (ISO time it was saved), not a fresh answer. */
  savedAt: string | null;
};

/**
 * GET /api/work-orders?lightweight=true, everything not completed; with `assignee`, only
 * the jobs that employee is on ('Mine'), filtered by the server. Offline, the service worker
 * answers with the copy it saved and says when in X-Saved-At (ADR 046).
 */
async function getMobileList(assignee: number | null, signal?: AbortSignal): Promise<MobileList> {
  const path = mobileListPathFor(assignee);
  const { rows, headers } = await apiListResponse<WorkOrderListItem>(path, { signal });
  // An answer the worker did not see (it was not yet in charge: the first visit) is kept by the
  // page, so the list opens offline from the first visit on.
  if (typeof navigator !== 'undefined' && !navigator.serviceWorker?.controller) {
    void saveAnswer(path, readStoredToken(), rows);
  }
  return { jobs: inTechnicianOrder(rows), savedAt: headers.get(SAVED_AT_HEADER) };
}

/**
 * The saved copy of the list asked for. A phone that has saved only everyone's list (the employee
 * looked at All, then lost the network) still shows its own jobs, picked from that copy.
 */
export async function readSavedMobileList(assignee: number | null): Promise<MobileList | null> {
  const token = readStoredToken();
  const saved = await readSavedList<WorkOrderListItem>(mobileListPathFor(assignee), token);
  if (saved) return { jobs: inTechnicianOrder(saved.rows), savedAt: saved.savedAt };
  if (assignee === null) return null;
  const whole = await readSavedList<WorkOrderListItem>(MOBILE_LIST_PATH, token);
  if (!whole) return null;
  const own = whole.rows.filter((job) => isOnJob(job, assignee));
  return { jobs: inTechnicianOrder(own), savedAt: whole.savedAt };
}

/**
 * Mobile data is never fresh (stale time 0). Each visit's request is started by the route's
 * loader, before the screen's code has arrived (prefetch-mobile-list.ts), so mounting the screen
 * does not ask a second time; the pull, Retry and changes to work orders refetch.
 */
export const mobileListQuery = (assignee: number | null) =>
  queryOptions({
    queryKey: queryKeys.workOrders.list({ view: 'mobile', assignee }),
    queryFn: ({ signal }) => getMobileList(assignee, signal),
    staleTime: 0,
    refetchOnMount: false,
    // Ask even when the browser says it is offline: the service worker answers with the saved copy.
    networkMode: 'offlineFirst',
  });

/** The copy of the list saved on this phone (ADR 046), read from Cache Storage: no network involved. */
export const savedMobileListQuery = (assignee: number | null) =>
  queryOptions({
    queryKey: [...queryKeys.workOrders.savedMobileList, { assignee }],
    queryFn: () => readSavedMobileList(assignee),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    networkMode: 'always',
  });

export type MobileWorkOrders = {
  /** The freshest jobs there are: the server's answer, else the saved copy; undefined until either. */
  list: MobileList | undefined;
  /** The latest attempt's failure, worded by the request layer; the list (if any) is older. */
  error: Error | null;
  /** Nothing to show yet and the first answer is on its way. */
  isLoading: boolean;
  /** A request is on its way while a list is shown (pull-to-refresh, a saved copy being replaced). */
  isRefreshing: boolean;
  refresh: () => Promise<unknown>;
};

/**
 * The list the four mobile pages show: everyone's, or (`assignee`) one employee's own. While the
 * network is slow the saved copy is shown at once, marked with its age, and replaced by the
 * server's answer when it arrives.
 */
export function useMobileWorkOrders(assignee: number | null): MobileWorkOrders {
  const live = useQuery(mobileListQuery(assignee));
  const saved = useQuery({ ...savedMobileListQuery(assignee), enabled: live.data === undefined });
  const list = live.data ?? saved.data ?? undefined;
  return {
    list,
    error: live.error,
    isLoading: list === undefined && live.isFetching,
    isRefreshing: list !== undefined && live.isFetching,
    refresh: () => live.refetch(),
  };
}
