import type { ViewMode } from '#client/components/work-order-list/use-view-mode.ts';
import {
  type WorkOrderListLayout,
  WorkOrderVirtualList,
} from '#client/components/work-order-list/work-order-virtual-list.tsx';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { MinimalJobCard } from './minimal-job-card.tsx';
import { MinimalJobRow } from './minimal-job-row.tsx';

const LAYOUT: WorkOrderListLayout = {
  cards: { estimateRowHeight: 176, gap: 12, minColumnWidth: 300, maxColumns: 3 },
  listRowHeight: 84,
};
const renderCard = (job: WorkOrderListItem) => <MinimalJobCard job={job} />;
const renderRow = (job: WorkOrderListItem) => <MinimalJobRow job={job} />;

/**
 * The jobs, drawn a screenful at a time (300 jobs on a throttled phone scroll without long tasks):
 * one column of cards on a phone, more side by side on a wider screen; or a column of rows. The
 * whole list is loaded at once (no pages to ask for).
 */
export function MinimalJobList({ jobs, view }: { jobs: WorkOrderListItem[]; view: ViewMode }) {
  return (
    <WorkOrderVirtualList
      items={jobs}
      view={view}
      renderItem={view === 'cards' ? renderCard : renderRow}
      layout={LAYOUT}
    />
  );
}
