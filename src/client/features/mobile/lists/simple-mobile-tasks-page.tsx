import { useCallback, useState } from 'react';
import { WorkOrderVirtualList } from '#client/components/work-order-list/work-order-virtual-list.tsx';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { canCompleteWork } from '#shared/domain/work-order-roles.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { MOBILE_PAGE_HEADINGS } from '#shared/spec-texts/mobile-texts.ts';
import { MobileListFrame } from './mobile-list-frame.tsx';
import { type NoteFormRenderer, SimpleTaskItem } from './simple-task-item.tsx';

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

  // One column of items, taller where Complete shows; the mobile list is one answer, never paged.
  return (
    <MobileListFrame headings={MOBILE_PAGE_HEADINGS.simple} skeleton="cards" className="max-w-xl">
      {(jobs) => (
        <WorkOrderVirtualList
          items={jobs}
          view="cards"
          renderItem={renderItem}
          layout={{ cards: { estimateRowHeight: canComplete ? 236 : 188, gap: 12 } }}
        />
      )}
    </MobileListFrame>
  );
}
