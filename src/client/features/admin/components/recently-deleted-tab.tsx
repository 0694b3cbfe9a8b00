import { useEffect } from 'react';
import { EmptyState, ListError, ListSkeleton } from '#client/components/work-order-list/list-states.tsx';
import { RECENTLY_DELETED_TEXTS as TEXTS } from '#shared/spec-texts/recently-deleted-texts.ts';
import { DELETED_PAGE_SIZE, useDeletedWorkOrders } from '../api/deleted-work-orders-query.ts';
import { useIsWideScreen } from '../hooks/use-is-wide-screen.ts';
import { usePage } from '../hooks/use-page.ts';
import { DeletedWorkOrderCards, DeletedWorkOrdersTable } from './deleted-work-orders-list.tsx';
import { Pager } from './pager.tsx';

/**
 * Recently deleted (ADR 029): deleted tasks and paused jobs, newest deletion first, each with who
 * deleted it, when the purge takes it, and Restore. Loaded when the tab is opened.
 */
export function RecentlyDeletedTab() {
  const [page, setPage] = usePage('deleted');
  const query = useDeletedWorkOrders(page);
  const wide = useIsWideScreen();
  // Restoring the last orders of the last page leaves it empty: show the page before it.
  const lastPage = Math.max(0, Math.ceil((query.data?.total ?? 0) / DELETED_PAGE_SIZE) - 1);
  const pastTheEnd = query.data !== undefined && !query.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  });

  const content = (() => {
    if (query.isPending) return <ListSkeleton view="list" label={TEXTS.loading} />;
    if (query.isError && !query.data) {
      return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
    }
    const { rows, total } = query.data;
    if (total === 0) {
      return <EmptyState title={TEXTS.emptyTitle} description={TEXTS.emptyText} />;
    }
    const List = wide ? DeletedWorkOrdersTable : DeletedWorkOrderCards;
    return (
      <div
        className={query.isPlaceholderData ? 'space-y-3 opacity-70 transition-opacity' : 'space-y-3'}
        aria-busy={query.isPlaceholderData || undefined}
      >
        <List orders={rows} />
        {total > DELETED_PAGE_SIZE && (
          <Pager
            label={TEXTS.pagesLabel}
            page={page}
            pageSize={DELETED_PAGE_SIZE}
            total={total}
            onPage={setPage}
            busy={query.isPlaceholderData}
          />
        )}
      </div>
    );
  })();

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{TEXTS.intro}</p>
      {content}
    </div>
  );
}
