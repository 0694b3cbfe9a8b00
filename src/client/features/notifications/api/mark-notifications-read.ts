import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import type { MarkAllReadResponse, Notification } from '#shared/schemas/notification.ts';

/** POST /api/notifications/{id}/read: answers the notification, now read. */
const markNotificationRead = (id: number) =>
  apiRequest<Notification>(`/api/notifications/${id}/read`, { method: 'POST' });

/** POST /api/notifications/read-all: answers how many were unread. */
const markAllNotificationsRead = () =>
  apiRequest<MarkAllReadResponse>('/api/notifications/read-all', { method: 'POST' });

function useRefreshNotifications() {
  const queryClient = useQueryClient();
  // The list, and the bell's and sidebar's unread count, which share the prefix.
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
}

const failure = (error: Error) => ({ title: 'Error', description: error.message });

/** Opening a notification marks it read; on failure it simply stays unread. */
export function useMarkNotificationRead() {
  const refresh = useRefreshNotifications();
  return usePortalMutation({ mutationFn: markNotificationRead, failure, onSettled: refresh });
}

export function useMarkAllNotificationsRead() {
  const refresh = useRefreshNotifications();
  return usePortalMutation({
    mutationFn: markAllNotificationsRead,
    success: ({ updated }) => ({
      title: 'All notifications marked as read',
      description: `${updated} ${updated === 1 ? 'notification' : 'notifications'} marked as read.`,
    }),
    failure,
    onSettled: refresh,
  });
}
