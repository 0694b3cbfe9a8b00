import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  type DroppableContainer,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useCallback, useState } from 'react';
import type { ConflictContext } from '#shared/domain/visit-conflicts.ts';
import { VISIT_SNAP_MINUTES } from '#shared/domain/visit-status.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { SCHEDULE_BOARD_TEXTS as TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import { type GridHours, PX_PER_MINUTE } from '../board-time.ts';
import { jobOf, placementOfDrag, subjectOf } from '../drop-placement.ts';
import type { Placement } from '../visit-placement.ts';
import { DragFeedback } from './drag-feedback.tsx';
import { DRAG_INSTRUCTIONS_ID, DragSourceHost, DragSources, DragSourcesProvider } from './drag-source.tsx';
import { LaneKeyboardSensor } from './lane-keyboard-sensor.ts';
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

/** The element the lanes scroll in (day-grid.tsx); a lane scrolled aside lies outside it, under the tray say. */
const LANES_VIEWPORT = 'data-lanes-viewport';

/** The viewport's rectangle, found from any lane (they all scroll in the one viewport). */
function lanesViewport(containers: readonly DroppableContainer[]) {
  for (const container of containers) {
    const view = container.node.current?.closest(`[${LANES_VIEWPORT}]`);
    if (view) return view.getBoundingClientRect();
  }
  return null;
}

// The lane seen under the pointer while there is a pointer (none over the tray: a drop there
// changes nothing); the lane the block overlaps most on the keyboard. The viewport is measured once
// a move, not once for each of the day's 40 lanes.
const collisions: CollisionDetection = (args) => {
  const pointer = args.pointerCoordinates;
  if (!pointer) return rectIntersection(args);
  const view = lanesViewport(args.droppableContainers);
  const seen =
    !view ||
    (pointer.x >= view.left && pointer.x <= view.right && pointer.y >= view.top && pointer.y <= view.bottom);
  return seen ? pointerWithin(args) : [];
};

/**
 * The lanes scroll while a drag nears their edge, but only in the last few pixels: with dnd-kit's
 * default (a fifth of the width) a job dragged in from the tray crossed the lanes' right edge zone
 * on its way and scrolled the lane it was aimed at out from under the pointer.
 */
const AUTO_SCROLL = { threshold: { x: 0.04, y: 0.08 }, acceleration: 6 } as const;

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
  const [sources] = useState(() => new DragSources());
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(LaneKeyboardSensor, { coordinateGetter: keyboardCoordinates }),
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
      id={DRAG_INSTRUCTIONS_ID}
      sensors={sensors}
      collisionDetection={collisions}
      autoScroll={AUTO_SCROLL}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <DragSourcesProvider value={sources}>{children}</DragSourcesProvider>
      <DragSourceHost sources={sources} />
      {context && <DragFeedback grid={grid} context={context} />}
    </DndContext>
  );
}
