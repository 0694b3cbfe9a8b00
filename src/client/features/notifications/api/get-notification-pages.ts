import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { Notification } from '#shared/schemas/notification.ts';

/** Rows per request: a screenful or two; older ones come with 'Load more'. */
const NOTIFICATION_PAGE_SIZE = 20;

export type NotificationPage = { rows: Notification[]; total: number };

/** GET /api/notifications, newest first, one page; the total comes from X-Total-Count. */
function getNotificationPage(
  unreadOnly: boolean,
  offset: number,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const query = new URLSearchParams({ limit: String(NOTIFICATION_PAGE_SIZE), offset: String(offset) });
  if (unreadOnly) query.set('unread', 'true');
  return apiPage<Notification>(`/api/notifications?${query}`, { signal });
}

const loadedCount = (pages: NotificationPage[]) => pages.reduce((sum, page) => sum + page.rows.length, 0);

const notificationPagesQuery = (unreadOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: queryKeys.notifications.list({ unread: unreadOnly, pageSize: NOTIFICATION_PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) => getNotificationPage(unreadOnly, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = loadedCount(pages);
      return lastPage.rows.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });

/**
 * Every loaded notification, once each: one arriving while paging shifts later pages by one, so a
 * row may come twice.
 */
export function flattenNotificationPages(pages: NotificationPage[] | undefined): Notification[] {
  const seen = new Set<number>();
  const rows: Notification[] = [];
  for (const page of pages ?? []) {
    for (const row of page.rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}

export const useNotificationPages = (unreadOnly: boolean) =>
  useInfiniteQuery(notificationPagesQuery(unreadOnly));
