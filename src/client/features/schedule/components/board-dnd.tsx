import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useCallback } from 'react';
import type { ConflictContext } from '#shared/domain/visit-conflicts.ts';
import { VISIT_SNAP_MINUTES } from '#shared/domain/visit-status.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { SCHEDULE_BOARD_TEXTS as TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import { type GridHours, PX_PER_MINUTE } from '../board-time.ts';
import { jobOf, placementOfDrag, subjectOf } from '../drop-placement.ts';
import type { Placement } from '../visit-placement.ts';
import { DragFeedback } from './drag-feedback.tsx';
import { LANE_WIDTH, type LaneTarget } from './technician-lane.tsx';

const STEP = VISIT_SNAP_MINUTES * PX_PER_MINUTE;

/** Arrow keys move a picked-up visit by one snap step down or up, or one lane across. */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates: { x, y } }) => {
  switch (event.code) {
    case KeyboardCode.Down:
      return { x, y: y + STEP };
    case KeyboardCode.Up:
      return { x, y: y - STEP };
    case KeyboardCode.Right:
      return { x: x + LANE_WIDTH, y };
    case KeyboardCode.Left:
      return { x: x - LANE_WIDTH, y };
    default:
      return undefined;
  }
};

// The pointer's lane while there is a pointer; the lane the block overlaps most on the keyboard.
const collisions: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

const laneName = (over: { data: { current?: unknown } } | null) =>
  (over?.data.current as LaneTarget | undefined)?.name ?? '';

const announcements: Announcements = {
  onDragStart: ({ active }) => fillTemplate(TEXTS.dragStart, { job: jobOf(subjectOf(active)) }),
  onDragOver: ({ active, over }) =>
    over ? fillTemplate(TEXTS.dragOver, { job: jobOf(subjectOf(active)), lane: laneName(over) }) : undefined,
  onDragEnd: ({ active, over }) =>
    over ? fillTemplate(TEXTS.dragEnd, { job: jobOf(subjectOf(active)), lane: laneName(over) }) : undefined,
  onDragCancel: ({ active }) => fillTemplate(TEXTS.dragCancel, { job: jobOf(subjectOf(active)) }),
};

type BoardDndProps = {
  grid: GridHours;
  /** Null while the day's visits load: nothing is checked then. */
  context: ConflictContext | null;
  onPlace: (placement: Placement) => void;
  children: ReactNode;
};

/** Drag and drop on the day grid with @dnd-kit/core: the mouse, and the keyboard with announcements. */
export function BoardDnd({ grid, context, onPlace, children }: BoardDndProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const timeZone = context?.timeZone;
  const onDragEnd = useCallback(
    ({ active, over, delta }: DragEndEvent) => {
      if (!timeZone) return;
      const placement = placementOfDrag(active, over, delta.y, grid, timeZone);
      if (placement) onPlace(placement);
    },
    [grid, timeZone, onPlace],
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      {children}
      {context && <DragFeedback grid={grid} context={context} />}
    </DndContext>
  );
}
