import { useCallback, useState } from 'react';
import { VirtualGrid } from '#client/components/work-order-list/virtual-grid.tsx';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { canCompleteWork } from '#shared/domain/work-order-roles.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { MOBILE_PAGE_HEADINGS } from '#shared/spec-texts/mobile-texts.ts';
import { MobileListFrame } from './mobile-list-frame.tsx';
import { type NoteFormRenderer, SimpleTaskItem } from './simple-task-item.tsx';

const getKey = (job: WorkOrderListItem) => job.id;
// The mobile list is one answer: there is never a next page to ask for.
const noMorePages = () => {};

type SimpleMobileTasksPageProps = {
  /** The note form shown under a job (the route passes the detail dialog's validated form). */
  noteForm: NoteFormRenderer;
};

/** /simple-mobile-tasks: a technician sets a job's status with one tap and adds a note. */
export function SimpleMobileTasksPage({ noteForm }: SimpleMobileTasksPageProps) {
  const canComplete = canCompleteWork(useCurrentEmployee().data?.employeeType);
  // Kept here, not in the item: the virtual list unmounts items scrolled out of view.
  const [openNoteId, setOpenNoteId] = useState<number | null>(null);
  const toggleNote = useCallback(
    (id: number) => setOpenNoteId((current) => (current === id ? null : id)),
    [],
  );
  const renderItem = useCallback(
    (job: WorkOrderListItem) => (
      <SimpleTaskItem
        job={job}
        canComplete={canComplete}
        noteOpen={job.id === openNoteId}
        onToggleNote={toggleNote}
        noteForm={noteForm}
      />
    ),
    [canComplete, openNoteId, toggleNote, noteForm],
  );

  return (
    <MobileListFrame headings={MOBILE_PAGE_HEADINGS.simple} skeleton="cards" className="max-w-xl">
      {(jobs) => (
        <VirtualGrid
          items={jobs}
          getKey={getKey}
          renderItem={renderItem}
          estimateRowHeight={canComplete ? 236 : 188}
          gap={12}
          canLoadMore={false}
          onLoadMore={noMorePages}
        />
      )}
    </MobileListFrame>
  );
}
