import type { Visit } from '#shared/schemas/visit.ts';
import { usePressToDrag } from './board-drag.tsx';

/**
 * The bottom edge of a visit, dragged with the mouse to change its end. A keyboard changes the
 * length in the Move to… dialog instead, so the edge is not a stop of its own.
 */
export function ResizeHandle({ visit, label }: { visit: Visit; label: string }) {
  const press = usePressToDrag();
  return (
    <div
      onPointerDown={(event) => {
        // The block under it would start a move.
        event.stopPropagation();
        press(event, {
          id: `resize-${visit.id}`,
          subject: { type: 'resize', visit },
          node: event.currentTarget,
          activator: null,
        });
      }}
      title={label}
      aria-hidden="true"
      data-testid="resize-handle"
      className="absolute inset-x-0 bottom-0 h-1.5 cursor-ns-resize rounded-b-md bg-transparent hover:bg-primary/40"
    />
  );
}
