import type { ReactNode } from 'react';
import type { ViewMode } from './use-view-mode.ts';
import { VirtualGrid, type VirtualGridProps } from './virtual-grid.tsx';

/** How a screen lays out its two views. Heights are estimates: rows are measured as drawn. */
export type WorkOrderListLayout = {
  cards: Pick<VirtualGridProps<unknown>, 'estimateRowHeight' | 'gap' | 'minColumnWidth' | 'maxColumns'>;
  /** The List view's row height, or how to work it out for the window; screens without it show cards. */
  listRowHeight?: number | (() => number);
};

/** A List view row that is one 64 px line from xl (1280 px) up and wraps to `narrowHeight` below. */
export const oneLineFromXl = (narrowHeight: number) => () => (window.innerWidth >= 1280 ? 64 : narrowHeight);

type WorkOrderVirtualListProps<T extends { id: number }> = {
  items: T[];
  view: ViewMode;
  renderItem: (item: T) => ReactNode;
  layout: WorkOrderListLayout;
  /** A paged list: whether the next page may be asked for now, and how. Lists loaded whole leave it out. */
  paging?: Pick<VirtualGridProps<unknown>, 'canLoadMore' | 'onLoadMore'>;
};

const byId = (item: { id: number }) => item.id;
const LOADED_WHOLE = { canLoadMore: false, onLoadMore: () => {} };

/**
 * Work orders as cards or as list rows, drawn a screenful at a time (VirtualGrid): the one way
 * the portal's long lists, desktop and phone, lay out their two views.
 */
export function WorkOrderVirtualList<T extends { id: number }>({
  items,
  view,
  renderItem,
  layout: { cards, listRowHeight },
  paging = LOADED_WHOLE,
}: WorkOrderVirtualListProps<T>) {
  const asList = view === 'list' && listRowHeight !== undefined;
  const grid = (
    <VirtualGrid
      items={items}
      getKey={byId}
      renderItem={renderItem}
      {...(asList
        ? { estimateRowHeight: typeof listRowHeight === 'function' ? listRowHeight() : listRowHeight }
        : cards)}
      {...paging}
    />
  );
  // The rows share one bordered box; cards stand on their own.
  return asList ? <div className="overflow-hidden rounded-xl border bg-card">{grid}</div> : grid;
}
