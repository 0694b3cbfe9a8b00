import {
  FORGET_SAVED_ANSWERS_MESSAGE,
  SAVED_ANSWERS_CACHE,
  SAVED_AT_HEADER,
  savedAnswerUrl,
} from '../service-worker/offline-copy-keys.ts';

export type SavedList<T> = { rows: T[]; savedAt: string };

function cacheStorageAvailable(): boolean {
  return typeof caches !== 'undefined' && typeof crypto !== 'undefined' && Boolean(crypto.subtle);
}

/**
 * The copy of a list the service worker saved for the signed-in session (ADR 015), or null when
 * there is none (first visit, another session, no Cache Storage). Never throws: a saved copy is a
 * nicety on a slow or absent network, not something to fail a page over.
 */
export async function readSavedList<T>(path: string, token: string | null): Promise<SavedList<T> | null> {
  if (!token || !cacheStorageAvailable()) return null;
  try {
    const cache = await caches.open(SAVED_ANSWERS_CACHE);
    const saved = await cache.match(await savedAnswerUrl(window.location.origin, token, path));
    const savedAt = saved?.headers.get(SAVED_AT_HEADER);
    if (!saved || !savedAt) return null;
    const rows: unknown = await saved.json();
    return Array.isArray(rows) ? { rows: rows as T[], savedAt } : null;
  } catch {
    return null;
  }
}

/**
 * Signing out forgets every saved answer on this device, whoever they belonged to. Callers on every
 * page's first paint load it with `forgetSavedAnswers()` instead, to keep this module off it.
 */
export async function deleteSavedAnswers(): Promise<void> {
  // The worker may be waiting on a server answer it would save after this (ADR 023): it drops it.
  if (typeof navigator !== 'undefined') {
    navigator.serviceWorker?.controller?.postMessage({ type: FORGET_SAVED_ANSWERS_MESSAGE });
  }
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(SAVED_ANSWERS_CACHE);
  } catch {
    // Cache Storage refused (private mode): nothing was saved either.
  }
}
