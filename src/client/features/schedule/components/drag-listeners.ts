import type { DraggableSyntheticListeners } from '@dnd-kit/core';
import type { KeyboardEventHandler, PointerEventHandler } from 'react';

/**
 * dnd-kit's listeners split in two: the mouse picks up the whole block, the keyboard only its grip
 * button, so Space on the block's other buttons presses them instead of picking the block up.
 */
export function splitDragListeners(listeners: DraggableSyntheticListeners) {
  return {
    onPointerDown: listeners?.onPointerDown as PointerEventHandler | undefined,
    onKeyDown: listeners?.onKeyDown as KeyboardEventHandler | undefined,
  };
}
