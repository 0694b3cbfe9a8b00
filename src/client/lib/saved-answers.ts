import {
  FORGET_SAVED_ANSWERS_MESSAGE,
  SAVED_ANSWERS_CACHE,
  SAVED_AT_HEADER,
  savedAnswerUrl,
} from '../service-worker/offline-copy-keys.ts';
import { readStoredToken } from './auth-storage.ts';

export type SavedList<T> = { rows: T[]; savedAt: string };

function cacheStorageAvailable(): boolean {
  return typeof caches !== 'undefined' && typeof crypto !== 'undefined' && Boolean(crypto.subtle);
}

/**
 * The copy of a list the service worker saved for the signed-in session (ADR 046), or null when
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
 * The answer the service worker saved for the signed-in session at `path` (ADR 046), or the page's
 * own copy (saveAnswer), or null. Never throws.
 */
export async function readSavedAnswer<T>(path: string, token: string | null): Promise<T | null> {
  if (!token || !cacheStorageAvailable()) return null;
  try {
    const cache = await caches.open(SAVED_ANSWERS_CACHE);
    const saved = await cache.match(await savedAnswerUrl(window.location.origin, token, path));
    return saved ? ((await saved.json()) as T) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps an answer the page received where the worker keeps its saved answers (same key, same
 * X-Saved-At), for one it did not see: the worker was not yet in charge, or the answer never went
 * through a request (the employee a sign-in answered with). Written only while `token` is still
 * the signed-in session, so nothing comes back after a sign-out forgot it. Never throws.
 */
export async function saveAnswer(path: string, token: string | null, body: unknown): Promise<void> {
  if (!token || !cacheStorageAvailable()) return;
  try {
    const key = await savedAnswerUrl(window.location.origin, token, path);
    const headers = { 'content-type': 'application/json', [SAVED_AT_HEADER]: new Date().toISOString() };
    const cache = await caches.open(SAVED_ANSWERS_CACHE);
    if (readStoredToken() !== token) return;
    await cache.put(key, new Response(JSON.stringify(body), { status: 200, headers }));
  } catch {
    // Cache Storage full or refused: the phone simply has no copy to show offline.
  }
}

/** How many jobs' details a session keeps on the device: the ones opened last. */
export const SAVED_JOBS_PER_SESSION = 100;

/**
 * saveAnswer for a job's detail (ADR 058), keeping only the SAVED_JOBS_PER_SESSION opened last,
 * so a phone used for months does not fill up with jobs long done. Never throws.
 */
export async function saveJobAnswer(path: string, token: string | null, body: unknown): Promise<void> {
  if (!token || !cacheStorageAvailable()) return;
  await forgetSavedAnswer(path, token);
  await saveAnswer(path, token, body);
  try {
    const prefix = await savedAnswerUrl(window.location.origin, token, '/api/work-orders/');
    const cache = await caches.open(SAVED_ANSWERS_CACHE);
    // Oldest first (the order they were put in; one opened again was put in anew above).
    const jobs = (await cache.keys()).filter(
      (request) => /^\d+$/.test(request.url.slice(prefix.length)) && request.url.startsWith(prefix),
    );
    await Promise.all(jobs.slice(0, -SAVED_JOBS_PER_SESSION).map((request) => cache.delete(request)));
  } catch {
    // Kept one more than planned: harmless.
  }
}

/** Forgets one saved answer (a job that no longer exists). Never throws. */
export async function forgetSavedAnswer(path: string, token: string | null): Promise<void> {
  if (!token || !cacheStorageAvailable()) return;
  try {
    const cache = await caches.open(SAVED_ANSWERS_CACHE);
    await cache.delete(await savedAnswerUrl(window.location.origin, token, path));
  } catch {
    // Nothing to forget then.
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
