import { useEffect } from 'react';
import { RECENTLY_DELETED_TEXTS as TEXTS } from '#shared/spec-texts/recently-deleted-texts.ts';
import { DELETED_PAGE_SIZE, useDeletedWorkOrders } from '../api/deleted-work-orders-query.ts';
import { useIsWideScreen } from '../hooks/use-is-wide-screen.ts';
import { usePage } from '../hooks/use-page.ts';
import { DeletedWorkOrderCards, DeletedWorkOrdersTable } from './deleted-work-orders-list.tsx';
import { PagedRows, type Paging } from './paged-rows.tsx';

const PAGING: Paging = {
  label: TEXTS.pagesLabel,
  pageSize: DELETED_PAGE_SIZE,
  loadingLabel: TEXTS.loading,
  emptyTitle: TEXTS.emptyTitle,
};

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

  const List = wide ? DeletedWorkOrdersTable : DeletedWorkOrderCards;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{TEXTS.intro}</p>
      <PagedRows
        query={query}
        paging={PAGING}
        page={page}
        onPage={setPage}
        // A page left empty by restores is not an empty list: the effect above steps back.
        isEmpty={(shown) => shown.total === 0}
        emptyText={TEXTS.emptyText}
      >
        {(rows) => <List orders={rows} />}
      </PagedRows>
    </div>
  );
}
