import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkOrderListItem } from '../../../../shared/schemas/work-order.ts';
import { apiListResponse } from '../../../lib/api-client.ts';
import { readStoredToken } from '../../../lib/auth-storage.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { readSavedList } from '../../../lib/saved-answers.ts';
import { MOBILE_LIST_PATH, SAVED_AT_HEADER } from '../../../service-worker/offline-copy-keys.ts';
import { inTechnicianOrder } from './technician-order.ts';

export type MobileList = {
  jobs: WorkOrderListItem[];
  /** Set when these jobs are the copy saved on the device (ISO time it was saved), not a fresh answer. */
  savedAt: string | null;
};

/**
 * GET /api/work-orders?lightweight=true (SPEC 7), everything not completed. Offline, the service
 * worker answers with the copy it saved and says when in X-Saved-At (ADR 015).
 */
async function getMobileList(signal?: AbortSignal): Promise<MobileList> {
  const { rows, headers } = await apiListResponse<WorkOrderListItem>(MOBILE_LIST_PATH, { signal });
  return { jobs: inTechnicianOrder(rows), savedAt: headers.get(SAVED_AT_HEADER) };
}

async function getSavedMobileList(): Promise<MobileList | null> {
  const saved = await readSavedList<WorkOrderListItem>(MOBILE_LIST_PATH, readStoredToken());
  return saved && { jobs: inTechnicianOrder(saved.rows), savedAt: saved.savedAt };
}

/**
 * SPEC 9: mobile data is never fresh (stale time 0). Each visit's request is started by the route's
 * loader, before the screen's code has arrived (prefetch-mobile-list.ts), so mounting the screen
 * does not ask a second time; the pull, Retry and changes to work orders refetch.
 */
export const mobileListQuery = () =>
  queryOptions({
    queryKey: queryKeys.workOrders.list({ view: 'mobile' }),
    queryFn: ({ signal }) => getMobileList(signal),
    staleTime: 0,
    refetchOnMount: false,
    // Ask even when the browser says it is offline: the service worker answers with the saved copy.
    networkMode: 'offlineFirst',
  });

/** The copy of the list saved on this phone (ADR 015), read from Cache Storage: no network involved. */
export const savedMobileListQuery = () =>
  queryOptions({
    queryKey: queryKeys.workOrders.savedMobileList,
    queryFn: getSavedMobileList,
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
 * The list all four mobile pages show. While the network is slow the saved copy is shown at once,
 * marked with its age, and replaced by the server's answer when it arrives.
 */
export function useMobileWorkOrders(): MobileWorkOrders {
  const live = useQuery(mobileListQuery());
  const saved = useQuery({ ...savedMobileListQuery(), enabled: live.data === undefined });
  const list = live.data ?? saved.data ?? undefined;
  return {
    list,
    error: live.error,
    isLoading: list === undefined && live.isFetching,
    isRefreshing: list !== undefined && live.isFetching,
    refresh: () => live.refetch(),
  };
}
