import { CheckCheckIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { PageHeading } from '#client/components/work-order-list/page-heading.tsx';
import { useUrlParams } from '#client/components/work-order-list/use-url-params.ts';
import { useOpenWorkOrder } from '#client/lib/work-order-address.ts';
import type { Notification } from '#shared/schemas/notification.ts';
import { NAV_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { flattenNotificationPages, useNotificationPages } from '../api/get-notification-pages.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notifications-read.ts';
import { NotificationFilter } from './notification-filter.tsx';
import { NotificationList } from './notification-list.tsx';

/** /notifications: the signed-in employee's notifications, newest first. */
export function NotificationsPage() {
  const { params, setParam } = useUrlParams();
  const unreadOnly = params.get('show') === 'unread';
  const pages = useNotificationPages(unreadOnly);
  const unreadCount = useUnreadCount().data;
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const openWorkOrder = useOpenWorkOrder();

  const items = flattenNotificationPages(pages.data?.pages);
  const total = pages.data?.pages[0]?.total ?? 0;

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    if (notification.workOrderId !== null) openWorkOrder(notification.workOrderId);
  };

  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <PageHeading
        title={NAV_TEXTS.notifications}
        total={unreadCount}
        countLabel={(count) => `${count} unread`}
      >
        <Button
          variant="outline"
          onClick={() => markAll.mutate()}
          disabled={!unreadCount || markAll.isPending}
          // The spinner stands in for the icon while they are marked.
          loading={markAll.isPending}
          loadingText="Mark all as read"
        >
          <CheckCheckIcon aria-hidden="true" />
          Mark all as read
        </Button>
      </PageHeading>
      <NotificationFilter
        unreadOnly={unreadOnly}
        onChange={(next) => setParam('show', next ? 'unread' : null)}
      />
      <NotificationList query={pages} items={items} total={total} unreadOnly={unreadOnly} onOpen={open} />
    </section>
  );
}
