import { ChevronRightIcon, MessageSquarePlusIcon } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { WaitingMarker } from '#client/components/outbox/waiting-marker.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { WorkOrderLink } from '#client/components/work-order-list/work-order-link.tsx';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { CustomerLine } from '../components/customer-line.tsx';
import { UrgentBadge } from '../components/job-badges.tsx';
import { jobDisplayTitle } from './job-display-title.ts';
import { JobStatusButtons } from './job-status-buttons.tsx';

export type NoteFormRenderer = (workOrderId: number) => ReactNode;

/** The note form under an item: open under one job at a time, kept by the page. */
type NoteProps = { noteOpen: boolean; onToggleNote: (id: number) => void; noteForm: NoteFormRenderer };

type SimpleTaskItemProps = NoteProps & { job: WorkOrderListItem; canComplete: boolean };

/** A job on /simple-mobile-tasks: its number and title, one-tap status, a note, a way to open it. */
export const SimpleTaskItem = memo(function SimpleTaskItem({
  job,
  canComplete,
  noteOpen,
  onToggleNote,
  noteForm,
}: SimpleTaskItemProps) {
  const noteId = `simple-task-note-${job.id}`;
  return (
    <article
      aria-label={`Task #${job.workOrderId}`}
      data-testid="simple-task"
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-sm"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
            <span className="font-mono text-muted-foreground">#{job.workOrderId}</span>
            <UrgentBadge priority={job.priority} />
            <WaitingMarker workOrderId={job.id} />
          </p>
          <h2 className="line-clamp-2 leading-snug font-semibold break-words">{jobDisplayTitle(job)}</h2>
          <CustomerLine job={job} />
        </div>
        <WorkOrderLink
          workOrderId={job.id}
          aria-label={`Open task #${job.workOrderId}`}
          className="-mt-1 -mr-1 inline-flex h-11 shrink-0 items-center gap-0.5 rounded-md px-3 text-sm font-medium text-primary outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          Open
          <ChevronRightIcon aria-hidden="true" className="size-4" />
        </WorkOrderLink>
      </div>
      <JobStatusButtons job={job} canComplete={canComplete} />
      <Button
        variant="ghost"
        className="h-11 w-full justify-start"
        aria-expanded={noteOpen}
        aria-controls={noteOpen ? noteId : undefined}
        onClick={() => onToggleNote(job.id)}
      >
        <MessageSquarePlusIcon aria-hidden="true" />
        Add note
      </Button>
      {noteOpen && <div id={noteId}>{noteForm(job.id)}</div>}
    </article>
  );
});
