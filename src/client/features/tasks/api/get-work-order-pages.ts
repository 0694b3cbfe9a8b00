import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';

/** Rows per request: enough for a few screens of cards, small enough to arrive quickly. */
const WORK_ORDER_PAGE_SIZE = 100;

export type WorkOrderPage = { rows: WorkOrderListItem[]; total: number; nextCursor?: string };

/** Where a page starts: the cursor the page before gave, or an offset when no cursor came. */
export type WorkOrderPageParam = { cursor: string } | { offset: number };

/** The paged work-order lists: every work order, or the ones that need follow-up. */
export type WorkOrderListPath = '/api/work-orders' | '/api/work-orders-need-follow-up';

/** GET /api/work-orders (or another list of work orders) with filters, one page; the total comes from X-Total-Count. */
function getWorkOrderPage(
  params: Record<string, string>,
  from: WorkOrderPageParam,
  signal?: AbortSignal,
  path: WorkOrderListPath = '/api/work-orders',
): Promise<WorkOrderPage> {
  const start: Record<string, string> =
    'cursor' in from ? { cursor: from.cursor } : { offset: String(from.offset) };
  const query = new URLSearchParams({ ...params, limit: String(WORK_ORDER_PAGE_SIZE), ...start });
  return apiPage<WorkOrderListItem>(`${path}?${query}`, { signal });
}

function loadedCount(pages: WorkOrderPage[]): number {
  return pages.reduce((sum, page) => sum + page.rows.length, 0);
}

/**
 * The next page: after the last page's cursor (ADR 037: no row repeated or skipped while tasks are
 * created above). A list the server pages by cursor ends at the first page without one; searches
 * and the assignee filter come without cursors and page by offset.
 */
function nextWorkOrderPage(lastPage: WorkOrderPage, pages: WorkOrderPage[]): WorkOrderPageParam | undefined {
  if (lastPage.nextCursor) return { cursor: lastPage.nextCursor };
  if (pages.some((page) => page.nextCursor)) return undefined;
  const loaded = loadedCount(pages);
  return lastPage.rows.length > 0 && loaded < lastPage.total ? { offset: loaded } : undefined;
}

/**
 * A work-order list read page by page. Keyed under workOrders.list (or needFollowUp) so every
 * work-order change refreshes it; `pageSize` in the key keeps it apart from a plain
 * (non-paged) query that another screen might make with the same filters.
 */
export const workOrderPagesQuery = (
  params: Record<string, string>,
  staleTime?: number,
  path: WorkOrderListPath = '/api/work-orders',
) =>
  infiniteQueryOptions({
    queryKey:
      path === '/api/work-orders'
        ? queryKeys.workOrders.list({ ...params, pageSize: WORK_ORDER_PAGE_SIZE })
        : queryKeys.workOrders.needFollowUp({ ...params, pageSize: WORK_ORDER_PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) => getWorkOrderPage(params, pageParam, signal, path),
    initialPageParam: { offset: 0 } as WorkOrderPageParam,
    getNextPageParam: nextWorkOrderPage,
    staleTime,
    // A new search or filter keeps the current rows up until its answer arrives, instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });

/**
 * The rows of every loaded page, once each: paged by offset, a task created while paging shifts
 * later pages by one, so a row may arrive twice.
 */
export function flattenPages(pages: WorkOrderPage[] | undefined): WorkOrderListItem[] {
  if (!pages) return [];
  const seen = new Set<number>();
  const rows: WorkOrderListItem[] = [];
  for (const page of pages) {
    for (const row of page.rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}

export const useWorkOrderPages = (
  params: Record<string, string>,
  staleTime?: number,
  path: WorkOrderListPath = '/api/work-orders',
) => useInfiniteQuery(workOrderPagesQuery(params, staleTime, path));
