import type { ViewMode } from '#client/components/work-order-list/use-view-mode.ts';
import { VirtualGrid } from '#client/components/work-order-list/virtual-grid.tsx';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { MinimalJobCard } from './minimal-job-card.tsx';
import { MinimalJobRow } from './minimal-job-row.tsx';

const getKey = (job: WorkOrderListItem) => job.id;
const renderCard = (job: WorkOrderListItem) => <MinimalJobCard job={job} />;
const renderRow = (job: WorkOrderListItem) => <MinimalJobRow job={job} />;
// The whole list is loaded at once (no pages to ask for).
const noMore = () => {};

/**
 * The jobs, drawn a screenful at a time (300 jobs on a throttled phone scroll without long tasks):
 * one column of cards on a phone, more side by side on a wider screen; or a column of rows.
 */
export function MinimalJobList({ jobs, view }: { jobs: WorkOrderListItem[]; view: ViewMode }) {
  if (view === 'cards') {
    return (
      <VirtualGrid
        items={jobs}
        getKey={getKey}
        renderItem={renderCard}
        estimateRowHeight={176}
        gap={12}
        minColumnWidth={300}
        maxColumns={3}
        canLoadMore={false}
        onLoadMore={noMore}
      />
    );
  }
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <VirtualGrid
        items={jobs}
        getKey={getKey}
        renderItem={renderRow}
        estimateRowHeight={84}
        canLoadMore={false}
        onLoadMore={noMore}
      />
    </div>
  );
}
