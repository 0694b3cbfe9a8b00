import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { liveUpdatesUp } from '#client/lib/live-updates/live-updates-status.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { UnreadCount } from '#shared/schemas/notification.ts';

/**
 * The bell's count is polled every 30 seconds; with live updates on (issue 26) only while
 * their stream is down, since each notification is announced on it.
 */
const UNREAD_COUNT_REFRESH_MS = 30_000;

const getUnreadCount = (signal?: AbortSignal) =>
  apiRequest<UnreadCount>('/api/notifications/unread-count', { signal });

const unreadCountQuery = () =>
  queryOptions({
    queryKey: queryKeys.notifications.unreadCount,
    queryFn: ({ signal }) => getUnreadCount(signal),
    select: (data) => data.count,
    refetchInterval: () => (liveUpdatesUp() ? false : UNREAD_COUNT_REFRESH_MS),
  });

export const useUnreadCount = () => useQuery(unreadCountQuery());
