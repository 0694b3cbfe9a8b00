import {
  type WorkOrderListLayout,
  WorkOrderVirtualList,
} from '#client/components/work-order-list/work-order-virtual-list.tsx';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { MOBILE_PAGE_HEADINGS } from '#shared/spec-texts/mobile-texts.ts';
import { MobileListFrame } from './mobile-list-frame.tsx';
import { MobileTaskCard } from './mobile-task-card.tsx';

// The mobile list is one answer: there is never a next page to ask for.
const LAYOUT: WorkOrderListLayout = {
  cards: { estimateRowHeight: 176, gap: 12, minColumnWidth: 320, maxColumns: 2 },
};
const renderCard = (job: WorkOrderListItem) => <MobileTaskCard job={job} />;

/** /mobile-tasks: the read-only list of open work, each card a link to the job. */
export function MobileTasksPage() {
  return (
    <MobileListFrame headings={MOBILE_PAGE_HEADINGS.cards} skeleton="cards">
      {(jobs) => <WorkOrderVirtualList items={jobs} view="cards" renderItem={renderCard} layout={LAYOUT} />}
    </MobileListFrame>
  );
}
