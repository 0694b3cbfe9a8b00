import type { ReactNode } from 'react';
import { ListFooter, ListSkeleton } from '#client/components/work-order-list/list-states.tsx';
import type { ViewMode } from '#client/components/work-order-list/use-view-mode.ts';
import {
  oneLineFromXl,
  type WorkOrderListLayout,
  WorkOrderVirtualList,
} from '#client/components/work-order-list/work-order-virtual-list.tsx';
import type { PausedJobListItem } from '#shared/schemas/work-order.ts';
import { PAUSED_JOB_LIST_TEXTS } from '#shared/spec-texts/work-list-texts.ts';

type PausedJobsListProps = {
  items: PausedJobListItem[];
  view: ViewMode;
  renderItem: (item: PausedJobListItem) => ReactNode;
  /** The previous filters' result is still shown while the new one is worked out. */
  stale: boolean;
};

/** A list row wraps to a few lines below xl. */
const LAYOUT: WorkOrderListLayout = {
  cards: { estimateRowHeight: 300, gap: 16, minColumnWidth: 300, maxColumns: 3 },
  listRowHeight: oneLineFromXl(140),
};

/** Placeholders and 'Loading your paused jobs...' until the list arrives. */
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
      {/* Everything is loaded already: the list never asks for more. */}
      <WorkOrderVirtualList items={items} view={view} renderItem={renderItem} layout={LAYOUT} />
      <ListFooter loading={false} shown={items.length} total={items.length} />
    </div>
  );
}
