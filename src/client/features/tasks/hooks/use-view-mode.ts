import { useCallback, useState } from 'react';

export type ViewMode = 'cards' | 'list';

/** The Cards/List choice outlives the visit (brief: remembered on the device). */
export const VIEW_MODE_STORAGE_KEY = 'tasks-view-mode';

function readViewMode(): ViewMode {
  try {
    return localStorage.getItem(VIEW_MODE_STORAGE_KEY) === 'list' ? 'list' : 'cards';
  } catch {
    // Storage may be blocked (private mode); cards it is.
    return 'cards';
  }
}

export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(readViewMode);
  const choose = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      localStorage.setItem(VIEW_MODE_STORAGE_KEY, next);
    } catch {
      // Not remembered, still switched.
    }
  }, []);
  return [mode, choose];
}
