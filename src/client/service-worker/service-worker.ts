import {
  FORGET_SAVED_ANSWERS_MESSAGE,
  isSavedApiPath,
  pathWithQuery,
  SAVED_ANSWERS_CACHE,
  SHELL_CACHE,
  TOKEN_HEADER,
} from './offline-copy-keys.ts';
import { answerWithSavedCopy, SAVED_SESSION_AFTER_MS } from './saved-answer-strategy.ts';
import {
  answerAsset,
  answerNavigation,
  answerShellExtra,
  refreshShell,
  SHELL_EXTRAS,
  saveAssets,
} from './shell-strategy.ts';

/*
 * The portal's service worker (ADR 015), built on its own into dist/client/sw.js. It keeps the app's
 * files so a phone opens the portal without waiting on a weak signal, and the signed-in session's
 * list of jobs so a technician in a basement still sees the last known work.
 *
 * Typed by hand: the project compiles against the DOM library, which has no worker event types.
 */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith(response: Promise<Response>): void;
};
type MessageEvent = ExtendableEvent & { data: unknown };
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

const worker = globalThis as unknown as WorkerScope;
const context = { caches, fetch: (input: RequestInfo) => fetch(input) };
const OWN_CACHES = new Set([SHELL_CACHE, SAVED_ANSWERS_CACHE]);

/**
 * Counts the page's sign-outs while this worker runs: a server answer asked for before the latest
 * one is not saved when it arrives, so nothing personal comes back after the page forgot it.
 */
let signOuts = 0;

worker.addEventListener('install', (event) => {
  event.waitUntil(refreshShell(context).then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  const forgetOldCaches = caches
    .keys()
    .then((names) =>
      Promise.all(names.filter((name) => !OWN_CACHES.has(name)).map((name) => caches.delete(name))),
    );
  event.waitUntil(forgetOldCaches.then(() => worker.clients.claim()));
});

/**
 * The page lists the built files it loaded before this worker was in charge of it, and says when
 * someone signed out (ADR 023).
 */
worker.addEventListener('message', (event) => {
  const { data } = event;
  if (typeof data !== 'object' || data === null) return;
  const { type } = data as { type?: unknown };
  if (type === FORGET_SAVED_ANSWERS_MESSAGE) {
    signOuts += 1;
    event.waitUntil(caches.delete(SAVED_ANSWERS_CACHE));
    return;
  }
  if (type !== 'save-assets') return;
  const urls = (data as { urls?: unknown }).urls;
  if (!Array.isArray(urls)) return;
  event.waitUntil(
    saveAssets(
      context,
      urls.filter((url): url is string => typeof url === 'string'),
    ),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  const waitUntil = (promise: Promise<unknown>) => event.waitUntil(promise);

  if (request.mode === 'navigate' && !url.pathname.startsWith('/api/')) {
    event.respondWith(answerNavigation({ ...context, request, waitUntil }));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(answerAsset({ ...context, request }));
    return;
  }
  if (SHELL_EXTRAS.includes(url.pathname) && url.search === '') {
    event.respondWith(answerShellExtra({ ...context, request, waitUntil }));
    return;
  }
  const path = pathWithQuery(request.url);
  const token = request.headers.get(TOKEN_HEADER);
  if (!token || !isSavedApiPath(path)) return;
  const signOutsBefore = signOuts;
  event.respondWith(
    answerWithSavedCopy({
      request,
      path,
      token,
      origin: url.origin,
      caches,
      fetch: (input) => fetch(input),
      waitUntil,
      savedAfterMs: path === '/api/auth/me' ? SAVED_SESSION_AFTER_MS : undefined,
      stillWanted: () => signOuts === signOutsBefore,
    }),
  );
});
