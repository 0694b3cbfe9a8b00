import { type DraggableSyntheticListeners, useDndMonitor, useDraggable } from '@dnd-kit/core';
import {
  createContext,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { flushSync } from 'react-dom';
import type { TrayItem, Visit } from '#shared/schemas/visit.ts';

/**
 * The id of dnd-kit's hidden instructions (how to pick up, move and drop with the keyboard), which
 * every grip names with aria-describedby; the DndContext is given it so the blocks know it without
 * reading dnd-kit's context.
 */
export const DRAG_INSTRUCTIONS_ID = 'schedule-drag-instructions';

/** What is being dragged: a visit, a visit's bottom edge, or a job from the tray. */
export type DragSubject =
  | { type: 'visit'; visit: Visit }
  | { type: 'resize'; visit: Visit }
  | { type: 'tray'; item: TrayItem };

/** What a press offers dnd-kit to drag: a visit, a visit's bottom edge, or a tray job. */
export type DragSource = {
  /** `visit-12`, `resize-12`, `tray-34`: the id dnd-kit knows the drag by. */
  id: string;
  subject: DragSubject;
  /** The element measured and followed: the block, the edge, the tray item. */
  node: HTMLElement;
  /** The grip a keyboard picked it up with (focus returns there); null for the mouse. */
  activator: HTMLElement | null;
};

/** What a drop on a lane means: this technician (null for Unassigned) on this day. */
export type LaneTarget = { technicianId: number | null; day: string; name: string };

/** The row of lanes on screen (day-grid.tsx): its element and its lanes, left to right. */
export type LanesRowState = { element: HTMLElement; lanes: readonly LaneTarget[]; canPlan: boolean };

type Watcher = () => void;

/** A value that components outside dnd-kit's context watch; only a change of it renders them. */
class Cell<T> {
  private readonly watchers = new Set<Watcher>();
  constructor(private value: T) {}
  get = () => this.value;
  set(value: T) {
    if (Object.is(value, this.value)) return;
    this.value = value;
    for (const watcher of this.watchers) watcher();
  }
  watch = (watcher: Watcher) => {
    this.watchers.add(watcher);
    return () => {
      this.watchers.delete(watcher);
    };
  };
}

/**
 * What joins the board to dnd-kit, outside dnd-kit's React context.
 *
 * dnd-kit's context changes when a drag starts, on every move and when the drag enters or leaves a
 * drop target. React then searches everything rendered inside the DndContext for the components
 * that read it, and renders those again: with a busy day's 320 blocks (each with a useDraggable,
 * and one more on its bottom edge) inside, picking a visit up rendered all of them (a task of
 * several hundred milliseconds on a slow laptop), and each move searched their thousands of
 * elements. So the lanes and the tray are rendered beside the DndContext, not in it, and talk to
 * it through this object: a press on a block hands the block to the one draggable inside the
 * context (DragSourceHost), registered with dnd-kit before the press is passed on to dnd-kit's
 * sensors; the lanes' row is handed to the one drop target inside it (lane-drop.tsx); and a block
 * or a lane hears only whether it is the one dragged, or the one dragged over.
 */
export class BoardDrag {
  private offer: ((source: DragSource) => void) | null = null;
  private listeners: DraggableSyntheticListeners = undefined;
  private dragged: string | null = null;
  private readonly draggedWatchers = new Map<string, Set<Watcher>>();
  /** The lanes' row, while the day grid shows. */
  readonly row = new Cell<LanesRowState | null>(null);
  /** The index of the lane a drag is over, from the left; null when none. */
  readonly lane = new Cell<number | null>(null);

  /** The host's way to take a source; undone when the host goes. */
  connect(offer: (source: DragSource) => void): () => void {
    this.offer = offer;
    return () => {
      if (this.offer === offer) this.offer = null;
    };
  }

  /** The host's draggable, registered with dnd-kit, and the listeners dnd-kit gave it. */
  registered(listeners: DraggableSyntheticListeners): void {
    this.listeners = listeners;
  }

  /** A pointer or key pressed on a source: it becomes the draggable, then dnd-kit hears the press. */
  press(event: PointerEvent | KeyboardEvent, source: DragSource): void {
    // During a drag the press belongs to it (Space drops, a click ends nothing): dnd-kit ignores
    // new presses then, and the dragged source must stay registered.
    const offer = this.offer;
    if (this.dragged !== null || !offer) return;
    // Rendered now, so dnd-kit knows the element (and the visit as it is now) before its sensor
    // looks them up.
    flushSync(() => offer(source));
    const listener = event.type === 'keydown' ? this.listeners?.onKeyDown : this.listeners?.onPointerDown;
    listener?.(event);
  }

  setDragged(id: string | null): void {
    const before = this.dragged;
    if (before === id) return;
    this.dragged = id;
    for (const each of [before, id]) {
      if (each === null) continue;
      for (const watcher of this.draggedWatchers.get(each) ?? []) watcher();
    }
  }

  isDragged(id: string): boolean {
    return this.dragged === id;
  }

  watchDragged(id: string, watcher: Watcher): () => void {
    const set = this.draggedWatchers.get(id) ?? new Set<Watcher>();
    set.add(watcher);
    this.draggedWatchers.set(id, set);
    return () => {
      set.delete(watcher);
      if (set.size === 0) this.draggedWatchers.delete(id);
    };
  }
}

const BoardDragContext = createContext<BoardDrag | null>(null);

export const BoardDragProvider = BoardDragContext.Provider;

export const useBoardDrag = () => useContext(BoardDragContext);

/** A cell's value (null outside a board), rendering again only when it changes. */
export function useCell<T>(pick: (drag: BoardDrag) => Cell<T>, outside: T): T {
  const drag = useBoardDrag();
  const cell = drag ? pick(drag) : null;
  return useSyncExternalStore(cell?.watch ?? noWatch, cell?.get ?? (() => outside));
}

const noWatch = () => () => {};

/** How a block or tray item starts a drag: `press(event, source)` from its pointer and key handlers. */
export function usePressToDrag(): BoardDrag['press'] {
  const drag = useBoardDrag();
  return useCallback(
    (event: PointerEvent | KeyboardEvent, source: DragSource) => drag?.press(event, source),
    [drag],
  );
}

/** Whether the source with this id is being dragged; only a change of that answer renders again. */
export function useIsDragged(id: string): boolean {
  const drag = useBoardDrag();
  const subscribe = useCallback(
    (watcher: Watcher) => drag?.watchDragged(id, watcher) ?? (() => {}),
    [drag, id],
  );
  return useSyncExternalStore(subscribe, () => drag?.isDragged(id) ?? false);
}

/** dnd-kit's one draggable, holding the source last pressed. */
function SourceDraggable({ source, drag }: { source: DragSource; drag: BoardDrag }) {
  const { setNodeRef, setActivatorNodeRef, listeners } = useDraggable({
    id: source.id,
    data: source.subject,
  });
  useLayoutEffect(() => {
    setNodeRef(source.node);
    setActivatorNodeRef(source.activator);
    drag.registered(listeners);
  }, [source, drag, listeners, setNodeRef, setActivatorNodeRef]);
  return null;
}

/** Inside the DndContext: takes the pressed source and tells the blocks which one is dragged. */
export function DragSourceHost({ drag }: { drag: BoardDrag }) {
  const [source, setSource] = useState<DragSource | null>(null);
  useLayoutEffect(() => drag.connect(setSource), [drag]);
  useDndMonitor({
    onDragStart: ({ active }) => drag.setDragged(String(active.id)),
    onDragEnd: () => drag.setDragged(null),
    onDragCancel: () => drag.setDragged(null),
  });
  return source && <SourceDraggable source={source} drag={drag} />;
}
