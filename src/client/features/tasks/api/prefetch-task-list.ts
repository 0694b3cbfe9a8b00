import type { QueryClient } from '@tanstack/react-query';
import { prefetchWhenSignedIn } from '#client/lib/prefetch-when-signed-in.ts';
import { isMobileUserAgent } from '#shared/domain/mobile-user-agent.ts';
import { currentTaskListParams, parseTaskFilters, TASKS_STALE_MS } from '../task-filters.ts';
import { workOrderPagesQuery } from './get-work-order-pages.ts';

/**
 * Starts the first page of Current Tasks as /tasks is entered (see app-routes.tsx), for the filters
 * in the page's `url`, under the very key the screen then reads: the request no longer waits for
 * the screen's code (issue 25: about 45 chunks arrived before the list was asked for). A phone on
 * /tasks is sent on to its own page (tasks-route.tsx), so nothing is asked for it here.
 */
export function prefetchTaskList(queryClient: QueryClient, url: URL): void {
  if (url.pathname === '/tasks' && isMobileUserAgent(navigator.userAgent)) return;
  prefetchWhenSignedIn(queryClient, () => {
    const listParams = currentTaskListParams(parseTaskFilters(url.searchParams, 'current'), 'current');
    void queryClient.prefetchInfiniteQuery(workOrderPagesQuery(listParams, TASKS_STALE_MS));
  });
}
