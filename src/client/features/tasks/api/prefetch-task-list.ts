import type { QueryClient } from '@tanstack/react-query';
import { prefetchWhenSignedIn } from '#client/lib/prefetch-when-signed-in.ts';
import { isMobileUserAgent } from '#shared/domain/mobile-user-agent.ts';
import {
  currentTaskListParams,
  parseTaskFilters,
  parseTaskSort,
  TASK_LIST_PATHS,
  TASKS_STALE_MS,
  taskListScope,
} from '../task-filters.ts';
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
    const scope = taskListScope(url.searchParams, 'current');
    const filters = parseTaskFilters(url.searchParams, scope);
    const listParams = currentTaskListParams(filters, scope, parseTaskSort(url.searchParams));
    void queryClient.prefetchInfiniteQuery(
      workOrderPagesQuery(listParams, TASKS_STALE_MS, TASK_LIST_PATHS[scope]),
    );
  });
}
