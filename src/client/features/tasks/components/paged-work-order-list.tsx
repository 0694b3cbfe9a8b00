import { type ReactNode, useCallback } from 'react';
import { ListError, ListFooter, ListSkeleton } from '#client/components/work-order-list/list-states.tsx';
import type { PagedListData } from '#client/components/work-order-list/query-list-states.tsx';
import { QueryListStates } from '#client/components/work-order-list/query-list-states.tsx';
import type { ViewMode } from '#client/components/work-order-list/use-view-mode.ts';
import {
  oneLineFromXl,
  type WorkOrderListLayout,
  WorkOrderVirtualList,
} from '#client/components/work-order-list/work-order-virtual-list.tsx';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import type { WorkOrderPage } from '../api/get-work-order-pages.ts';

type PagedWorkOrderListProps = PagedListData<WorkOrderPage, WorkOrderListItem> & {
  view: ViewMode;
  renderItem: (item: WorkOrderListItem) => ReactNode;
  /** Shown when the server has nothing for these filters. */
  empty: ReactNode;
  loadingLabel: string;
};

/** A list row wraps to two or three lines below xl. */
const LAYOUT: WorkOrderListLayout = {
  cards: { estimateRowHeight: 272, gap: 16, minColumnWidth: 300, maxColumns: 3 },
  listRowHeight: oneLineFromXl(132),
};

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
    <QueryListStates
      query={query}
      loading={<ListSkeleton view={view} label={loadingLabel} />}
      isEmpty={items.length === 0}
      empty={empty}
    >
      <div aria-busy={query.isPlaceholderData || undefined}>
        <WorkOrderVirtualList
          items={items}
          view={view}
          renderItem={renderItem}
          layout={LAYOUT}
          paging={{ canLoadMore, onLoadMore: loadMore }}
        />
        {footer}
      </div>
    </QueryListStates>
  );
}
