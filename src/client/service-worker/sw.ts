import { cacheNames, clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { warmStrategyCache } from 'workbox-recipes';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { FORGET_SAVED_ANSWERS_MESSAGE, HEAD_FILES_CACHE, SAVED_ANSWERS_CACHE } from './offline-copy-keys.ts';
import { forwardOutboxSync } from './outbox-sync.ts';
import { isSavedAnswerRequest, SavedAnswerStrategy } from './saved-answer-strategy.ts';
import { worker } from './worker-scope.ts';

/*
 * The portal's service worker (ADR 046: on Workbox, with the saved answers it describes). It
 * keeps the app so a phone opens it without waiting on a weak signal, or with none, and the
 * signed-in session's list of jobs so a technician in a basement still sees the last known work.
 * vite-plugin-pwa builds it into dist/client/sw.js and writes the precache list in.
 */

/** The one page every screen's address is (the server answers index.html for any of them). */
const SHELL_PAGE = '/index.html';

/**
 * The page's unhashed files: the theme script in its head, the manifest, icons. The theme script
 * blocks the page's parsing, so waiting a round trip for it would hold up every screen.
 */
const HEAD_FILES = ['/theme-init.js', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png'];

// The release: the page and every file a phone needs offline (scripts/offline-assets.ts), fetched
// at install under revisioned URLs; files of earlier releases are deleted at activation.
// `self.__WB_MANIFEST` is replaced by the list at build time, so it is spelled out.
precacheAndRoute((self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST);
cleanupOutdatedCaches();
// Any screen's address is the saved page, at once; an address under /api/ is the server's.
registerRoute(new NavigationRoute(createHandlerBoundToURL(SHELL_PAGE), { denylist: [/^\/api(\/|\?|$)/] }));

// The unhashed files: the saved copy at once, refreshed in the background; saved at install.
const headFiles = new StaleWhileRevalidate({ cacheName: HEAD_FILES_CACHE });
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.search === '' && HEAD_FILES.includes(url.pathname),
  headFiles,
);
warmStrategyCache({ urls: HEAD_FILES, strategy: headFiles });

// Who is signed in and their list, per session (ADR 046).
const savedAnswers = new SavedAnswerStrategy();
registerRoute(({ request, sameOrigin }) => sameOrigin && isSavedAnswerRequest(request), savedAnswers);
worker.addEventListener('message', (event) => {
  const { data } = event;
  if (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === FORGET_SAVED_ANSWERS_MESSAGE
  ) {
    event.waitUntil(savedAnswers.forgetAll());
  }
});

// A new release takes over at once, open pages included.
worker.addEventListener('install', () => void worker.skipWaiting());
clientsClaim();
// What an earlier worker kept under other names (the hand-written worker's 'portal-shell-v1').
worker.addEventListener('activate', (event) => {
  const own = new Set([cacheNames.precache, HEAD_FILES_CACHE, SAVED_ANSWERS_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !own.has(name)).map((name) => caches.delete(name))),
      ),
  );
});

forwardOutboxSync(worker);
