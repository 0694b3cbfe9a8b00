import type { ReactNode } from 'react';
import { ListFooter, ListSkeleton } from '#client/components/work-order-list/list-states.tsx';
import type { ViewMode } from '#client/components/work-order-list/use-view-mode.ts';
import { VirtualGrid } from '#client/components/work-order-list/virtual-grid.tsx';
import type { PausedJobListItem } from '#shared/schemas/work-order.ts';
import { PAUSED_JOB_LIST_TEXTS } from '#shared/spec-texts/work-list-texts.ts';

type PausedJobsListProps = {
  items: PausedJobListItem[];
  view: ViewMode;
  renderItem: (item: PausedJobListItem) => ReactNode;
  /** The previous filters' result is still shown while the new one is worked out. */
  stale: boolean;
};

const getKey = (item: PausedJobListItem) => item.id;
/** A list row is one line from xl up, a few below. */
const listRowHeight = () => (window.innerWidth >= 1280 ? 64 : 140);
// Everything is loaded already: the grid never asks for more.
const noMore = () => {};

/** SPEC 2: placeholders and 'Loading your paused jobs...' until the list arrives. */
export function PausedJobsLoading({ view }: { view: ViewMode }) {
  return (
    <div className="space-y-3">
      {/* Seen by eyes; the placeholders' status region says the same to screen readers. */}
      <p aria-hidden="true" className="text-sm text-muted-foreground">
        {PAUSED_JOB_LIST_TEXTS.loading}
      </p>
      <ListSkeleton view={view} label={PAUSED_JOB_LIST_TEXTS.loading} />
    </div>
  );
}

/** The filtered paused jobs, virtualized: only the cards near the viewport are drawn. */
export function PausedJobsList({ items, view, renderItem, stale }: PausedJobsListProps) {
  return (
    <div aria-busy={stale || undefined} className={stale ? 'opacity-70 transition-opacity' : undefined}>
      {view === 'cards' ? (
        <VirtualGrid
          items={items}
          getKey={getKey}
          renderItem={renderItem}
          estimateRowHeight={300}
          gap={16}
          minColumnWidth={300}
          maxColumns={3}
          canLoadMore={false}
          onLoadMore={noMore}
        />
      ) : (
        <div className="overflow-hidden rounded-xl border bg-card">
          <VirtualGrid
            items={items}
            getKey={getKey}
            renderItem={renderItem}
            estimateRowHeight={listRowHeight()}
            canLoadMore={false}
            onLoadMore={noMore}
          />
        </div>
      )}
      <ListFooter loading={false} shown={items.length} total={items.length} />
    </div>
  );
}
