import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { EmptyState, ListError } from '#client/components/work-order-list/list-states.tsx';
import type { PagedListData } from '#client/components/work-order-list/query-list-states.tsx';
import { QueryListStates } from '#client/components/work-order-list/query-list-states.tsx';
import type { Notification } from '#shared/schemas/notification.ts';
import type { NotificationPage } from '../api/get-notification-pages.ts';
import { NotificationItem } from './notification-item.tsx';

type NotificationListProps = PagedListData<NotificationPage, Notification> & {
  unreadOnly: boolean;
  onOpen: (notification: Notification) => void;
};

function NotificationsLoading() {
  return (
    <div role="status" aria-busy="true" className="divide-y overflow-hidden rounded-xl border bg-card">
      <span className="sr-only">Loading notifications...</span>
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={index} className="flex gap-3 px-4 py-3">
          <Skeleton className="mt-1.5 size-2.5 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-3 w-32" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Loading, error, empty, or the notifications with 'Load more' for older ones. */
export function NotificationList({ query, items, total, unreadOnly, onOpen }: NotificationListProps) {
  const loadingMore = query.isFetchingNextPage;
  // While a page is on its way the button keeps its focus but ignores presses.
  const loadMore = () => {
    if (!loadingMore) void query.fetchNextPage();
  };
  const empty = unreadOnly ? (
    <EmptyState title="No unread notifications" description="You are all caught up." />
  ) : (
    <EmptyState
      title="No notifications yet"
      description="Assignments, comments and status changes on your work appear here."
    />
  );
  return (
    <QueryListStates
      query={query}
      loading={<NotificationsLoading />}
      isEmpty={items.length === 0}
      empty={empty}
    >
      <div className="space-y-3">
        <ul className="divide-y overflow-hidden rounded-xl border bg-card">
          {items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
          ))}
        </ul>
        {query.isFetchNextPageError && (
          <ListError
            compact
            message={query.error?.message ?? ''}
            onRetry={() => void query.fetchNextPage()}
          />
        )}
        <div className="flex flex-col items-center gap-2 py-2 text-sm text-muted-foreground">
          <p role="status">
            Showing {items.length} of {total}
          </p>
          {query.hasNextPage && !query.isFetchNextPageError && (
            <Button variant="outline" onClick={loadMore} loading={loadingMore} loadingText="Loading more...">
              Load more
            </Button>
          )}
        </div>
      </div>
    </QueryListStates>
  );
}
