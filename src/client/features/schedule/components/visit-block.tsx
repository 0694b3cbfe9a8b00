import { memo, type PointerEvent, useRef } from 'react';
import { VISIT_STATUS_LABELS, type VisitStatus } from '#shared/domain/visit-status.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { SCHEDULE_BOARD_TEXTS as TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import { spanText } from '../board-time.ts';
import { DRAG_INSTRUCTIONS_ID, useIsDragged, usePressToDrag } from './board-drag.tsx';
import { GripIcon } from './grip-icon.tsx';
import { ResizeHandle } from './resize-handle.tsx';

const STATUS_EDGE: Record<VisitStatus, string> = {
  scheduled: 'border-l-primary',
  'on-the-way': 'border-l-amber-500',
  'on-site': 'border-l-emerald-600',
  done: 'border-l-muted-foreground',
  'not-finished': 'border-l-destructive',
  cancelled: 'border-l-muted-foreground',
};

type VisitBlockProps = {
  visit: Visit;
  top: number;
  height: number;
  timeZone: string;
  canPlan: boolean;
  onOpen: (workOrderId: number) => void;
  onMove: (visit: Visit) => void;
};

/**
 * One visit on a lane: job #, customer, window and status; dragged to move (the mouse anywhere on
 * it, the keyboard by its grip), its bottom edge to resize.
 *
 * Its three lines are one text box that clips and ends each line with '…' (not a clipping box per
 * line): the browser sorts every clipping box of the board into layers on each frame of a drag, and
 * with hundreds of blocks that sorting was most of the frame.
 */
export const VisitBlock = memo(function VisitBlock({
  visit,
  top,
  height,
  timeZone,
  canPlan,
  onOpen,
  onMove,
}: VisitBlockProps) {
  const block = useRef<HTMLDivElement>(null);
  const id = `visit-${visit.id}`;
  const press = usePressToDrag();
  const dragged = useIsDragged(id);
  const subject = { type: 'visit', visit } as const;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) =>
    press(event, { id, subject, node: event.currentTarget, activator: null });
  return (
    <div
      ref={block}
      data-testid="visit-block"
      onPointerDown={canPlan ? onPointerDown : undefined}
      className={`absolute inset-x-1 text-xs [contain:layout_style]${canPlan ? ' cursor-grab' : ''}${dragged ? ' opacity-40' : ''}`}
      style={{ top, height }}
    >
      {canPlan && (
        <button
          type="button"
          onKeyDown={(event) => {
            if (block.current)
              press(event, { id, subject, node: block.current, activator: event.currentTarget });
          }}
          aria-label={`Drag job ${visit.jobNumber}`}
          aria-roledescription="draggable"
          aria-describedby={DRAG_INSTRUCTIONS_ID}
          aria-pressed={dragged || undefined}
          className="absolute top-1.5 left-2 z-10 touch-none rounded text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <GripIcon className="size-3.5" />
        </button>
      )}
      <button
        type="button"
        onClick={() => onOpen(visit.workOrderId)}
        className={`absolute inset-0 rounded-md border border-l-4 bg-card p-1 text-left shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none ${STATUS_EDGE[visit.status]}${canPlan ? ' pl-5.5' : ''}`}
      >
        <span className="block h-full overflow-hidden text-ellipsis whitespace-nowrap">
          {/* Keeps the first line clear of Move to…. */}
          {canPlan && <span aria-hidden="true" className="float-right h-4 w-14" />}
          <span className="font-semibold">#{visit.jobNumber}</span>
          <br />
          <span>{visit.customerName ?? visit.title}</span>
          <br />
          <span className="text-muted-foreground">
            {spanText(visit.windowStart, visit.windowEnd, timeZone)} · {VISIT_STATUS_LABELS[visit.status]}
          </span>
        </span>
      </button>
      {canPlan && (
        <>
          <button
            type="button"
            onClick={() => onMove(visit)}
            className="absolute top-1 right-1 rounded bg-secondary px-1.5 py-0.5 text-[11px] font-medium text-secondary-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label={`${TEXTS.moveAction} job ${visit.jobNumber}`}
          >
            {TEXTS.moveAction}
          </button>
          <ResizeHandle visit={visit} label={fillTemplate(TEXTS.resizeHandle, { job: visit.jobNumber })} />
        </>
      )}
    </div>
  );
});
