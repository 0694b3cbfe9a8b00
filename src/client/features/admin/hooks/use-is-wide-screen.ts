import { useSyncExternalStore } from 'react';

/** Tailwind's `md`: from here up the admin table fits; below it the rows become stacked cards. */
const WIDE_QUERY = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

// Without matchMedia (jsdom) the desktop layout is assumed.
const snapshot = () => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_QUERY).matches;

/** Renders one layout rather than both hidden by CSS: half the DOM, and no duplicate controls. */
export function useIsWideScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
