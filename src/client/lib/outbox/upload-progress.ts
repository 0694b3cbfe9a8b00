import { useSyncExternalStore } from 'react';
import type { UploadProgress } from '../api-upload.ts';

/**
 * How far the upload of each write is, by its Idempotency-Key, while it is on its way: the sheet
 * that made it and the outbox bar both show it, whichever of them sends it. Kept in memory only:
 * after a reload the next attempt starts from nothing anyway.
 */
const progress = new Map<string, UploadProgress>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

export function setUploadProgress(key: string, value: UploadProgress | null): void {
  if (value === null) progress.delete(key);
  else progress.set(key, value);
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 0-100, or null when nothing of that write is on its way. */
function uploadPercent(key: string): number | null {
  const value = progress.get(key);
  if (!value) return null;
  return value.total > 0 ? Math.min(100, Math.round((value.loaded / value.total) * 100)) : 0;
}

/** The first write of these keys that is on its way, and how far it is. */
export function useAnyUploadPercent(keys: readonly string[]): number | null {
  useSyncExternalStore(subscribe, () => version);
  for (const key of keys) {
    const percent = uploadPercent(key);
    if (percent !== null) return percent;
  }
  return null;
}
