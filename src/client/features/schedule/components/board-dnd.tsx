import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import type { ConflictContext } from '#shared/domain/visit-conflicts.ts';
import { VISIT_SNAP_MINUTES } from '#shared/domain/visit-status.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { SCHEDULE_BOARD_TEXTS as TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import { type GridHours, PX_PER_MINUTE } from '../board-time.ts';
import { jobOf, type LaneHit, laneHitOf, placementOfDrag, subjectOf } from '../drop-placement.ts';
import type { Placement } from '../visit-placement.ts';
import { BoardDrag, BoardDragProvider, DRAG_INSTRUCTIONS_ID, DragSourceHost } from './board-drag.tsx';
import { DragFeedback } from './drag-feedback.tsx';
import { LanesDropTarget, laneCollisions } from './lane-drop.tsx';
import { LaneKeyboardSensor } from './lane-keyboard-sensor.ts';
import { LANE_WIDTH } from './technician-lane.tsx';

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

/**
 * The lanes scroll while a drag nears their edge, but only in the last few pixels: with dnd-kit's
 * default (a fifth of the width) a job dragged in from the tray crossed the lanes' right edge zone
 * on its way and scrolled the lane it was aimed at out from under the pointer.
 */
const AUTO_SCROLL = { threshold: { x: 0.04, y: 0.08 }, acceleration: 6 } as const;

/**
 * What a screen reader hears: the job picked up, each lane it is carried over, where it is dropped.
 * The lanes are one drop target (lane-drop.tsx), so the lane comes from the last collision, `hit`.
 */
function announcementsOf(hit: { readonly current: LaneHit | null }): Announcements {
  let said: string | null = null;
  const laneName = () => hit.current?.lane.name ?? null;
  // Each lane once as the job reaches it (the one it starts in too), nothing while it stays there.
  const overLane: Announcements['onDragOver'] = ({ active }) => {
    const lane = laneName();
    if (lane === said) return undefined;
    said = lane;
    return lane === null ? undefined : fillTemplate(TEXTS.dragOver, { job: jobOf(subjectOf(active)), lane });
  };
  return {
    onDragStart: ({ active }) => {
      said = null;
      return fillTemplate(TEXTS.dragStart, { job: jobOf(subjectOf(active)) });
    },
    onDragOver: overLane,
    onDragMove: overLane,
    onDragEnd: ({ active }) => {
      const lane = laneName();
      return lane === null ? undefined : fillTemplate(TEXTS.dragEnd, { job: jobOf(subjectOf(active)), lane });
    },
    onDragCancel: ({ active }) => fillTemplate(TEXTS.dragCancel, { job: jobOf(subjectOf(active)) }),
  };
}

type BoardDndProps = {
  grid: GridHours;
  /** Null while the day's visits load: nothing is checked then. */
  context: ConflictContext | null;
  onPlace: (placement: Placement) => void;
  children: ReactNode;
};

/** Drag and drop on the day grid with @dnd-kit/core: the mouse, and the keyboard with announcements. */
export function BoardDnd({ grid, context, onPlace, children }: BoardDndProps) {
  const [drag] = useState(() => new BoardDrag());
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(LaneKeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  // The lane of the last collision, for the announcements (dnd-kit hands them no collisions).
  const hit = useRef<LaneHit | null>(null);
  const collisions = useCallback<CollisionDetection>((args) => {
    const found = laneCollisions(args);
    hit.current = laneHitOf(found);
    return found;
  }, []);
  const announcements = useMemo(() => announcementsOf(hit), []);
  const timeZone = context?.timeZone;
  const onDragEnd = useCallback(
    ({ active, collisions: last, delta }: DragEndEvent) => {
      if (!timeZone) return;
      const placement = placementOfDrag(active, laneHitOf(last), delta.y, grid, timeZone);
      if (placement) onPlace(placement);
    },
    [grid, timeZone, onPlace],
  );
  // The board itself is rendered beside the DndContext, not inside it (see BoardDrag).
  return (
    <BoardDragProvider value={drag}>
      <DndContext
        id={DRAG_INSTRUCTIONS_ID}
        sensors={sensors}
        collisionDetection={collisions}
        autoScroll={AUTO_SCROLL}
        onDragEnd={onDragEnd}
        accessibility={{ announcements }}
      >
        <DragSourceHost drag={drag} />
        <LanesDropTarget drag={drag} />
        {context && <DragFeedback grid={grid} context={context} />}
      </DndContext>
      {children}
    </BoardDragProvider>
  );
}
