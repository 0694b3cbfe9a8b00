import { useCallback, useState } from 'react';

export type ViewMode = 'cards' | 'list';

/** Where each screen remembers its Cards/List choice on the device. */
export const VIEW_MODE_STORAGE_KEYS = {
  tasks: 'tasks-view-mode',
  pausedJobs: 'paused-jobs-view-mode',
  minimalMobile: 'minimal-mobile-view-mode',
} as const;
type ViewModeStorageKey = (typeof VIEW_MODE_STORAGE_KEYS)[keyof typeof VIEW_MODE_STORAGE_KEYS];

function readViewMode(storageKey: ViewModeStorageKey): ViewMode {
  try {
    return localStorage.getItem(storageKey) === 'list' ? 'list' : 'cards';
  } catch {
    // Storage may be blocked (private mode); cards it is.
    return 'cards';
  }
}

/** The Cards/List choice outlives the visit: it is remembered on the device, per screen. */
export function useViewMode(storageKey: ViewModeStorageKey): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(() => readViewMode(storageKey));
  const choose = useCallback(
    (next: ViewMode) => {
      setMode(next);
      try {
        localStorage.setItem(storageKey, next);
      } catch {
        // Not remembered, still switched.
      }
    },
    [storageKey],
  );
  return [mode, choose];
}
