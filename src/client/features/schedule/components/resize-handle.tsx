import { useDraggable } from '@dnd-kit/core';
import type { Visit } from '#shared/schemas/visit.ts';

/**
 * The bottom edge of a visit, dragged with the mouse to change its end. A keyboard changes the
 * length in the Move to… dialog instead, so the edge is not a stop of its own.
 */
export function ResizeHandle({ visit, label }: { visit: Visit; label: string }) {
  const drag = useDraggable({ id: `resize-${visit.id}`, data: { type: 'resize', visit } });
  return (
    <div
      ref={drag.setNodeRef}
      onPointerDown={(event) => {
        event.stopPropagation();
        drag.listeners?.onPointerDown?.(event);
      }}
      title={label}
      aria-hidden="true"
      data-testid="resize-handle"
      className="absolute inset-x-0 bottom-0 h-1.5 cursor-ns-resize bg-transparent hover:bg-primary/40"
    />
  );
}
