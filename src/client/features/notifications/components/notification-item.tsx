import { formatDistanceToNow } from 'date-fns';
import { ChevronRightIcon } from 'lucide-react';
import { cn } from '#client/components/ui/cn.ts';
import { formatDateTime } from '#shared/domain/date-format.ts';
import type { Notification } from '#shared/schemas/notification.ts';

type NotificationItemProps = {
  notification: Notification;
  onOpen: (notification: Notification) => void;
};

/**
 * One notification: title, message, who and when. Unread ones carry a dot and bold title, and say
 * 'Unread' to screen readers. It is a button only when opening it does something: marking it read
 * or going to its work order.
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { read, workOrderId, actor, createdAt } = notification;
  const actionable = !read || workOrderId !== null;
  const body = (
    <>
      <span
        aria-hidden="true"
        data-testid="unread-dot"
        className={cn(
          'mt-1.5 size-2.5 shrink-0 rounded-full',
          read ? 'invisible' : 'bg-blue-600 dark:bg-blue-400',
        )}
      />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn('break-words', read ? 'font-medium text-foreground/90' : 'font-semibold')}>
          {!read && <span className="sr-only">Unread: </span>}
          {notification.title}
        </span>
        <span className="text-sm break-words text-muted-foreground">{notification.message}</span>
        <span className="text-xs text-muted-foreground">
          {actor && <>{actor.name} &middot; </>}
          <time dateTime={createdAt} title={formatDateTime(createdAt)}>
            {formatDistanceToNow(new Date(createdAt), { addSuffix: true })}
          </time>
        </span>
      </span>
      {workOrderId !== null && (
        <ChevronRightIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted-foreground" />
      )}
    </>
  );
  const layout = cn('flex w-full min-w-0 items-start gap-3 px-4 py-3 text-left', !read && 'bg-primary/5');

  return (
    <li data-testid="notification" data-notification-id={notification.id}>
      {actionable ? (
        <button
          type="button"
          onClick={() => onOpen(notification)}
          className={cn(
            layout,
            'outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset',
          )}
        >
          {body}
        </button>
      ) : (
        <div className={layout}>{body}</div>
      )}
    </li>
  );
}
