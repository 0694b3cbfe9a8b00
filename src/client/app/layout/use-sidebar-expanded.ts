import { useCallback, useState } from 'react';

const STORAGE_KEY = 'sidebar-expanded';

function readExpanded(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    // Storage can be off (private modes, policies): the sidebar then just starts collapsed.
    return false;
  }
}

/** SPEC 2: the sidebar starts collapsed; the person's choice is remembered on this device. */
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
