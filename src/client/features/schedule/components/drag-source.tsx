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

type Watcher = () => void;

/**
 * Why the blocks do not call useDraggable: it reads a dnd-kit context that changes when a drag
 * starts and each time the pointer crosses into another lane, and with the hook in each of a busy
 * day's 320 blocks (and their bottom edges, and the tray) all of them rendered again then: a task of
 * several hundred milliseconds on a slow laptop, the drag stalling. Instead one draggable lives
 * beside the board (DragSourceHost) and a press on a block hands that block to it, registered with
 * dnd-kit before the press itself is passed on to dnd-kit's sensors. A block only hears whether it
 * is the one being dragged, so a drag renders that block and nothing else of the lanes.
 */
export class DragSources {
  private offer: ((source: DragSource) => void) | null = null;
  private listeners: DraggableSyntheticListeners = undefined;
  private dragged: string | null = null;
  private readonly watchers = new Map<string, Set<Watcher>>();

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
      for (const watcher of this.watchers.get(each) ?? []) watcher();
    }
  }

  isDragged(id: string): boolean {
    return this.dragged === id;
  }

  watch(id: string, watcher: Watcher): () => void {
    const set = this.watchers.get(id) ?? new Set<Watcher>();
    set.add(watcher);
    this.watchers.set(id, set);
    return () => {
      set.delete(watcher);
      if (set.size === 0) this.watchers.delete(id);
    };
  }
}

const DragSourcesContext = createContext<DragSources | null>(null);

export const DragSourcesProvider = DragSourcesContext.Provider;

/** How a block or tray item starts a drag: `press(event, source)` from its pointer and key handlers. */
export function usePressToDrag(): DragSources['press'] {
  const sources = useContext(DragSourcesContext);
  return useCallback(
    (event: PointerEvent | KeyboardEvent, source: DragSource) => sources?.press(event, source),
    [sources],
  );
}

/** Whether the source with this id is being dragged; only a change of that answer renders again. */
export function useIsDragged(id: string): boolean {
  const sources = useContext(DragSourcesContext);
  const subscribe = useCallback(
    (watcher: Watcher) => sources?.watch(id, watcher) ?? (() => {}),
    [sources, id],
  );
  return useSyncExternalStore(subscribe, () => sources?.isDragged(id) ?? false);
}

/** dnd-kit's one draggable, holding the source last pressed. */
function SourceDraggable({ source, sources }: { source: DragSource; sources: DragSources }) {
  const { setNodeRef, setActivatorNodeRef, listeners } = useDraggable({
    id: source.id,
    data: source.subject,
  });
  useLayoutEffect(() => {
    setNodeRef(source.node);
    setActivatorNodeRef(source.activator);
    sources.registered(listeners);
  }, [source, sources, listeners, setNodeRef, setActivatorNodeRef]);
  return null;
}

/** Inside the DndContext: takes the pressed source and tells the blocks which one is dragged. */
export function DragSourceHost({ sources }: { sources: DragSources }) {
  const [source, setSource] = useState<DragSource | null>(null);
  useLayoutEffect(() => sources.connect(setSource), [sources]);
  useDndMonitor({
    onDragStart: ({ active }) => sources.setDragged(String(active.id)),
    onDragEnd: () => sources.setDragged(null),
    onDragCancel: () => sources.setDragged(null),
  });
  return source && <SourceDraggable source={source} sources={sources} />;
}
