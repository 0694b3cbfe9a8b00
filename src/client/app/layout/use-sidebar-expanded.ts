import { useCallback, useState } from 'react';

const STORAGE_KEY = 'sidebar-expanded';

/** A desktop screen has room for the labels; a tablet keeps the narrow rail until asked. */
export const WIDE_SIDEBAR_QUERY = '(min-width: 1024px)';

function readExpanded(): boolean {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'true' || stored === 'false') return stored === 'true';
  } catch {
    // Storage can be off (private modes, policies): the screen's width decides, as on a first visit.
  }
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SIDEBAR_QUERY).matches;
}

/**
 * Whether the desktop sidebar shows its labels: yes on a desktop screen (1024 px and wider), no
 * on a narrower one, until the person chooses; the choice is then remembered on this device
 * (ADR 062: a rail of bare icons was unreadable to newcomers).
 */
export function useSidebarExpanded(): [expanded: boolean, toggle: () => void] {
  const [expanded, setExpanded] = useState(readExpanded);
  const toggle = useCallback(() => {
    const next = !expanded;
    setExpanded(next);
    try {
      localStorage.setItem(STORAGE_KEY, String(next));
    } catch {
      // Not remembered; the toggle still works for this visit.
    }
  }, [expanded]);
  return [expanded, toggle];
}
