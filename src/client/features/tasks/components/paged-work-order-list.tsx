import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { ListError, ListFooter, ListSkeleton } from '#client/components/work-order-list/list-states.tsx';
import type { ViewMode } from '#client/components/work-order-list/use-view-mode.ts';
import { VirtualGrid } from '#client/components/work-order-list/virtual-grid.tsx';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import type { WorkOrderPage } from '../api/get-work-order-pages.ts';

type PagedWorkOrderListProps = {
  query: UseInfiniteQueryResult<InfiniteData<WorkOrderPage>, Error>;
  items: WorkOrderListItem[];
  total: number;
  view: ViewMode;
  renderItem: (item: WorkOrderListItem) => ReactNode;
  /** Shown when the server has nothing for these filters. */
  empty: ReactNode;
  loadingLabel: string;
};

const getKey = (item: WorkOrderListItem) => item.id;
/** A list row is one line from xl up, two or three below. */
const listRowHeight = () => (window.innerWidth >= 1280 ? 64 : 132);

/** Loading, error, empty, or the virtualized cards/rows with the next page fetched on approach. */
export function PagedWorkOrderList({
  query,
  items,
  total,
  view,
  renderItem,
  empty,
  loadingLabel,
}: PagedWorkOrderListProps) {
  const { fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  if (query.isPending) return <ListSkeleton view={view} label={loadingLabel} />;
  if (query.isError && !query.data) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (items.length === 0) return empty;

  const canLoadMore =
    query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError && !query.isPlaceholderData;
  const footer = query.isFetchNextPageError ? (
    <div className="pt-3">
      <ListError compact message={query.error?.message ?? ''} onRetry={loadMore} />
    </div>
  ) : (
    <ListFooter loading={query.isFetchingNextPage} shown={items.length} total={total} />
  );

  return (
    <div aria-busy={query.isPlaceholderData || undefined}>
      {view === 'cards' ? (
        <VirtualGrid
          items={items}
          getKey={getKey}
          renderItem={renderItem}
          estimateRowHeight={272}
          gap={16}
          minColumnWidth={300}
          maxColumns={3}
          canLoadMore={canLoadMore}
          onLoadMore={loadMore}
        />
      ) : (
        <div className="overflow-hidden rounded-xl border bg-card">
          <VirtualGrid
            items={items}
            getKey={getKey}
            renderItem={renderItem}
            estimateRowHeight={listRowHeight()}
            canLoadMore={canLoadMore}
            onLoadMore={loadMore}
          />
        </div>
      )}
      {footer}
    </div>
  );
}
