import { type RefObject, useLayoutEffect, useRef } from 'react';

/** Marks the Paused Job Management body, so the dialog can find its section. */
export const PAUSED_MANAGEMENT_MARK = 'data-paused-job-management';

/**
 * Issue 23: choosing On Hold swaps Task Details for Paused Job Management at the top of the dialog,
 * out of sight and taking the focus with the Status field. This scrolls that section into view
 * and puts the focus on its heading, so the next step (its statuses and parts) is where you are.
 */
export function useFocusOnHold(status: string, container: RefObject<HTMLElement | null>) {
  const previous = useRef(status);
  useLayoutEffect(() => {
    const wasOnHold = previous.current === 'on-hold';
    previous.current = status;
    if (status !== 'on-hold' || wasOnHold) return;
    const body = container.current?.querySelector(`[${PAUSED_MANAGEMENT_MARK}]`);
    const section = body?.closest('[data-slot="collapsible-section"]');
    const heading = section?.querySelector<HTMLElement>('h3 button');
    if (!section || !heading) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView?.({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    heading.focus({ preventScroll: true });
  }, [status, container]);
}
