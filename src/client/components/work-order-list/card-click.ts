import type { MouseEvent } from 'react';

const INTERACTIVE = 'button, a, select, input, textarea, label, [role="dialog"], [role="alertdialog"]';

/**
 * Whether a click on a card means "open this task": not on one of its controls, not from a dialog
 * portalled out of it (React bubbles those through the card), and not the end of a text selection.
 */
export function isCardBodyClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  if (!event.currentTarget.contains(target)) return false;
  if (target.closest(INTERACTIVE)) return false;
  return !window.getSelection()?.toString();
}
