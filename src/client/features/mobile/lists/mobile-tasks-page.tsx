import { VirtualGrid } from '#client/components/work-order-list/virtual-grid.tsx';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { MOBILE_PAGE_HEADINGS } from '#shared/spec-texts/mobile-texts.ts';
import { MobileListFrame } from './mobile-list-frame.tsx';
import { MobileTaskCard } from './mobile-task-card.tsx';

const getKey = (job: WorkOrderListItem) => job.id;
const renderCard = (job: WorkOrderListItem) => <MobileTaskCard job={job} />;
// The mobile list is one answer: there is never a next page to ask for.
const noMorePages = () => {};

/** /mobile-tasks: the read-only list of open work, each card a link to the job. */
export function MobileTasksPage() {
  return (
    <MobileListFrame headings={MOBILE_PAGE_HEADINGS.cards} skeleton="cards">
      {(jobs) => (
        <VirtualGrid
          items={jobs}
          getKey={getKey}
          renderItem={renderCard}
          estimateRowHeight={176}
          gap={12}
          minColumnWidth={320}
          maxColumns={2}
          canLoadMore={false}
          onLoadMore={noMorePages}
        />
      )}
    </MobileListFrame>
  );
}
