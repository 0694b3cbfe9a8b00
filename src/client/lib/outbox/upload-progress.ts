import { useSyncExternalStore } from 'react';
import type { UploadProgress } from '../api-upload.ts';

/**
 * How far the upload of each write is (0-100), by its Idempotency-Key, while it is on its way: the
 * outbox bar shows it, whichever screen or run sends it. In memory only: after a reload the next
 * attempt starts from nothing anyway.
 */
const percents = new Map<string, number>();
const listeners = new Set<() => void>();
let version = 0;

/** Records a write's progress; null when it is no longer on its way. */
export function setUploadProgress(key: string, progress: UploadProgress | null): void {
  if (progress === null) percents.delete(key);
  else
    percents.set(
      key,
      progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0,
    );
  version += 1;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** How far the first of these writes on its way is, 0-100, or null when none is. */
export function useUploadPercent(keys: readonly string[]): number | null {
  useSyncExternalStore(subscribe, () => version);
  for (const key of keys) {
    const percent = percents.get(key);
    if (percent !== undefined) return percent;
  }
  return null;
}
