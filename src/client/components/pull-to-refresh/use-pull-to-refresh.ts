import { type RefObject, useEffect, useRef, useState } from 'react';
import { isPastThreshold, type PullPhase, pullDistance, pullPhase } from './pull-distance.ts';

export type PullToRefreshOptions = {
  /** Runs on release past the threshold; the indicator says 'Refreshing...' until it settles. */
  onRefresh: () => Promise<unknown>;
  disabled?: boolean;
  /** Whether the list is scrolled to its top. Default: the page itself (the portal scrolls the window). */
  isAtTop?: () => boolean;
};

const windowAtTop = () => (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;

/**
 * Pull-to-refresh on touch screens: a drag down that starts while the list is at its top
 * pulls an indicator; releasing past the threshold refreshes. A drag that starts mid-list is an
 * ordinary scroll.
 */
export function usePullToRefresh(
  ref: RefObject<HTMLElement | null>,
  { onRefresh, disabled = false, isAtTop = windowAtTop }: PullToRefreshOptions,
): { distance: number; phase: PullPhase } {
  const [distance, setDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  // Listeners are attached once; they read the latest options and state through this ref.
  const latest = useRef({ onRefresh, disabled, isAtTop, refreshing });
  latest.current = { onRefresh, disabled, isAtTop, refreshing };

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let startY: number | null = null;
    let current = 0;
    const move = (next: number) => {
      current = next;
      setDistance(next);
    };

    const onStart = (event: TouchEvent) => {
      const { disabled, refreshing, isAtTop } = latest.current;
      const touch = event.touches[0];
      startY =
        !disabled && !refreshing && event.touches.length === 1 && touch && isAtTop() ? touch.clientY : null;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      if (!latest.current.isAtTop()) {
        startY = null;
        move(0);
        return;
      }
      const next = pullDistance(touch.clientY - startY);
      // While pulling, the drag belongs to the indicator, not to the browser's own overscroll.
      if (next > 0 && event.cancelable) event.preventDefault();
      move(next);
    };
    const onEnd = (event: TouchEvent) => {
      if (startY === null) return;
      startY = null;
      const released = current;
      move(0);
      if (event.type === 'touchcancel' || !isPastThreshold(released)) return;
      setRefreshing(true);
      Promise.resolve()
        .then(() => latest.current.onRefresh())
        .catch(() => {
          // The refreshed queries show their own errors; the indicator only has to go away.
        })
        .finally(() => setRefreshing(false));
    };

    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [ref]);

  return { distance, phase: pullPhase(distance, refreshing) };
}
