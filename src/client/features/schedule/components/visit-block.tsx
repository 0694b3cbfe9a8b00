import { useDraggable } from '@dnd-kit/core';
import { GripVerticalIcon } from 'lucide-react';
import { memo } from 'react';
import { cn } from '#client/components/ui/cn.ts';
import { VISIT_STATUS_LABELS, type VisitStatus } from '#shared/domain/visit-status.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { SCHEDULE_BOARD_TEXTS as TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import { spanText } from '../board-time.ts';
import { splitDragListeners } from './drag-listeners.ts';
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

type BlockContentProps = Pick<VisitBlockProps, 'visit' | 'timeZone' | 'onOpen'>;

/** What the block shows; kept apart so a drag elsewhere on the board re-runs only the block's hook. */
const BlockContent = memo(function BlockContent({ visit, timeZone, onOpen }: BlockContentProps) {
  const arrival = spanText(new Date(visit.windowStart), new Date(visit.windowEnd), timeZone);
  return (
    <button
      type="button"
      onClick={() => onOpen(visit.workOrderId)}
      className="min-w-0 flex-1 text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span className="block truncate pr-14 font-semibold">#{visit.jobNumber}</span>
      <span className="block truncate">{visit.customerName ?? visit.title}</span>
      <span className="block truncate text-muted-foreground">
        {arrival} · {VISIT_STATUS_LABELS[visit.status]}
      </span>
    </button>
  );
});

const PlanningControls = memo(function PlanningControls({
  visit,
  onMove,
}: Pick<VisitBlockProps, 'visit' | 'onMove'>) {
  return (
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
  );
});

/** One visit on a lane: job #, customer, window and status; dragged to move, its bottom edge to resize. */
export const VisitBlock = memo(function VisitBlock({
  visit,
  top,
  height,
  timeZone,
  canPlan,
  onOpen,
  onMove,
}: VisitBlockProps) {
  const drag = useDraggable({ id: `visit-${visit.id}`, data: { type: 'visit', visit }, disabled: !canPlan });
  const handlers = splitDragListeners(drag.listeners);
  return (
    <div
      ref={drag.setNodeRef}
      data-testid="visit-block"
      onPointerDown={handlers.onPointerDown}
      className={cn(
        'absolute inset-x-1 overflow-hidden rounded-md border border-l-4 bg-card text-xs shadow-sm [contain:content]',
        STATUS_EDGE[visit.status],
        drag.isDragging && 'opacity-40',
        canPlan && 'cursor-grab',
      )}
      style={{ top, height }}
    >
      <div className="flex items-start gap-1 p-1">
        {canPlan && (
          <button
            type="button"
            ref={drag.setActivatorNodeRef}
            {...drag.attributes}
            onKeyDown={handlers.onKeyDown}
            aria-label={`Drag job ${visit.jobNumber}`}
            className="mt-0.5 shrink-0 touch-none rounded text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <GripVerticalIcon aria-hidden="true" className="size-3.5" />
          </button>
        )}
        <BlockContent visit={visit} timeZone={timeZone} onOpen={onOpen} />
      </div>
      {canPlan && <PlanningControls visit={visit} onMove={onMove} />}
    </div>
  );
});
