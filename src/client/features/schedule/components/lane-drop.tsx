import {
  type Collision,
  type CollisionDetection,
  type DroppableContainer,
  useDndMonitor,
  useDroppable,
} from '@dnd-kit/core';
import { type CSSProperties, memo, type ReactNode, useLayoutEffect, useMemo, useState } from 'react';
import { type LaneHit, laneHitOf } from '../drop-placement.ts';
import { type BoardDrag, type LaneTarget, useBoardDrag, useCell } from './board-drag.tsx';
import { LANE_HEADER_HEIGHT, LANE_WIDTH } from './technician-lane.tsx';

/**
 * The lanes are one drop target, not one each. dnd-kit measures every drop target when a drag
 * starts (twice, and each measurement walks the element's ancestors for scrolling ones) and renders
 * every target again when the drag starts, ends, and each time it moves into another; with a lane
 * per technician that was most of the work of picking a visit up. The lane under the pointer is
 * found here instead, from the lanes' fixed width (LANE_WIDTH), and travels with the collision.
 */
const LANES_DROP_ID = 'lanes';

/** What the lanes' drop target carries: its lanes, left to right. */
type LanesData = { lanes: readonly LaneTarget[] };

/** The element the lanes scroll in (day-grid.tsx); a lane scrolled aside lies outside it, under the tray say. */
const LANES_VIEWPORT = 'data-lanes-viewport';

function isSeen(container: DroppableContainer, x: number, y: number) {
  const view = container.node.current?.closest(`[${LANES_VIEWPORT}]`)?.getBoundingClientRect();
  return !view || (x >= view.left && x <= view.right && y >= view.top && y <= view.bottom);
}

/**
 * The lane seen under the pointer while there is a pointer, below the lanes' headers (none over the
 * tray: a drop there changes nothing); on the keyboard, the lane the block overlaps most, the one
 * its middle is in.
 */
export const laneCollisions: CollisionDetection = ({
  droppableContainers,
  droppableRects,
  pointerCoordinates,
  collisionRect,
}) => {
  const row = droppableContainers.find((container) => container.id === LANES_DROP_ID);
  const rect = row && droppableRects.get(row.id);
  const lanes = (row?.data.current as LanesData | undefined)?.lanes ?? [];
  if (!row || !rect || lanes.length === 0) return [];
  const bodyTop = rect.top + LANE_HEADER_HEIGHT;
  let x: number;
  if (pointerCoordinates) {
    const { x: pointerX, y: pointerY } = pointerCoordinates;
    const onLanes =
      pointerX >= rect.left && pointerX < rect.right && pointerY >= bodyTop && pointerY <= rect.bottom;
    if (!onLanes || !isSeen(row, pointerX, pointerY)) return [];
    x = pointerX;
  } else {
    const overlaps =
      collisionRect.right > rect.left &&
      collisionRect.left < rect.right &&
      collisionRect.bottom > bodyTop &&
      collisionRect.top < rect.bottom;
    if (!overlaps) return [];
    x = collisionRect.left + collisionRect.width / 2;
  }
  const index = Math.min(lanes.length - 1, Math.max(0, Math.floor((x - rect.left) / LANE_WIDTH)));
  const lane = lanes[index];
  if (!lane) return [];
  const hit: LaneHit = { lane, index, bodyTop };
  return [{ id: row.id, data: { droppableContainer: row, value: index, hit } }];
};

/**
 * Inside the DndContext: the lanes' one drop target, on the row the day grid hands over, and the
 * lane under the drag told back to the row (LaneHighlight).
 */
export function LanesDropTarget({ drag }: { drag: BoardDrag }) {
  const row = useCell((each) => each.row, null);
  const data = useMemo<LanesData>(() => ({ lanes: row?.lanes ?? [] }), [row]);
  // The row keeps its size while a drag lasts: dnd-kit need not watch it for a change of size.
  const { setNodeRef } = useDroppable({
    id: LANES_DROP_ID,
    data,
    disabled: !row?.canPlan,
    resizeObserverConfig: { disabled: true },
  });
  useLayoutEffect(() => setNodeRef(row?.element ?? null), [row, setNodeRef]);
  const follow = ({ collisions }: { collisions: Collision[] | null }) =>
    drag.lane.set(laneHitOf(collisions)?.index ?? null);
  useDndMonitor({
    onDragMove: follow,
    onDragOver: follow,
    onDragEnd: () => drag.lane.set(null),
    onDragCancel: () => drag.lane.set(null),
  });
  return null;
}

/** The lane under a drag, tinted as the drop target; only this renders as the drag crosses lanes. */
function LaneHighlight({ height }: { height: number }) {
  const index = useCell((drag) => drag.lane, null);
  if (index === null) return null;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute bg-primary/5"
      style={{ left: index * LANE_WIDTH, top: LANE_HEADER_HEIGHT, width: LANE_WIDTH, height }}
    />
  );
}

type LanesRowProps = {
  lanes: readonly LaneTarget[];
  canPlan: boolean;
  /** The height of a lane's body. */
  height: number;
  style: CSSProperties;
  children: ReactNode;
};

/** The row of lanes, handed to the board's drop target; a reader's board takes no drop. */
export const LanesRow = memo(function LanesRow({ lanes, canPlan, height, style, children }: LanesRowProps) {
  const drag = useBoardDrag();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!drag || !element) return;
    drag.row.set({ element, lanes, canPlan });
    return () => drag.row.set(null);
  }, [drag, element, lanes, canPlan]);
  return (
    <div ref={setElement} className="relative flex" style={style}>
      {canPlan && <LaneHighlight height={height} />}
      {children}
    </div>
  );
});
