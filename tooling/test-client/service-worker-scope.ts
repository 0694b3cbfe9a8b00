import { vi } from 'vitest';
import type { PrecacheEntry } from 'workbox-precaching';
import { type MemoryCacheStorage, memoryCacheStorage } from './service-worker-cache-storage.ts';
import { type FakeNetwork, fakeNetwork } from './service-worker-network.ts';

/**
 * Runs the real service worker (`sw.ts`, with Workbox as the build ships it) in Node: its globals
 * (`self`, `caches`, `location`, `registration`, `addEventListener`, `skipWaiting`, `clients`, the
 * precache list the build writes in) are stubbed with in-memory fakes before the module and Workbox
 * are imported afresh, its network is answered by Mock Service Worker behind the real `fetch`
 * (`fakeNetwork`), and its events are dispatched the way a browser does. The `pure` project
 * restores the stubs after each test.
 */
export type WorkerUnderTest = {
  caches: MemoryCacheStorage;
  network: FakeNetwork;
  skipWaiting: ReturnType<typeof vi.fn>;
  claimClients: ReturnType<typeof vi.fn>;
  /** Resolves when the install's work is done; rejects as a failed install would. */
  install(): Promise<void>;
  activate(): Promise<void>;
  /** A message from a page; `extended` tells whether the worker took on work for it. */
  message(data: unknown): Promise<{ extended: boolean }>;
  /** Background Sync firing the page's registration `tag`. */
  sync(tag: string): Promise<{ extended: boolean }>;
  /** A window of the portal open on the phone, controlled by this worker or not (opened before it). */
  openWindow(options?: { controlled: boolean }): { messages: unknown[] };
  /**
   * A request from a page. `response` is undefined when the worker let it through to the network
   * untouched; `settled` resolves once the work it kept the worker alive for (waitUntil) is done.
   */
  fetch(request: Request): { response: Promise<Response> | undefined; settled: Promise<void> };
};

type Listener = (event: unknown) => void;

const NodeRequest = globalThis.Request;

/** Workbox tells a fetch event from the objects it builds itself with `instanceof`. */
class ExtendableEvent {}
class FetchEvent extends ExtendableEvent {}

/** Waits for every promise an event was extended with, including ones added while waiting. */
async function allExtensions(extensions: Promise<unknown>[]): Promise<void> {
  let seen = -1;
  while (seen !== extensions.length) {
    seen = extensions.length;
    await Promise.all(extensions);
  }
}

function dispatch(listeners: Map<string, Listener[]>, type: string, fields: object) {
  const extensions: Promise<unknown>[] = [];
  let response: Promise<Response> | undefined;
  let dispatching = true;
  const event = Object.assign(type === 'fetch' ? new FetchEvent() : new ExtendableEvent(), {
    type,
    ...fields,
    waitUntil: (promise: Promise<unknown>) => extensions.push(promise),
    respondWith: (answer: Promise<Response>) => {
      // As in a browser: the answer is promised while the event is dispatched, or never.
      if (!dispatching) throw new Error('InvalidStateError: respondWith after the fetch event');
      response = answer;
    },
  });
  for (const listener of listeners.get(type) ?? []) listener(event);
  dispatching = false;
  return { response, extensions };
}

/** The release a test starts with when it is not about the app's files: the page alone. */
const PAGE_ONLY: PrecacheEntry[] = [{ url: 'index.html', revision: 'r0' }];

/**
 * Starts a worker with the precache list of one release. `phone` is an earlier worker whose Cache
 * Storage and network the new one takes over: the next release installed on the same phone.
 */
export async function startServiceWorker(
  origin: string,
  options: { precache?: PrecacheEntry[]; phone?: WorkerUnderTest } = {},
): Promise<WorkerUnderTest> {
  const network = options.phone?.network ?? fakeNetwork(origin);
  const caches = options.phone?.caches ?? memoryCacheStorage({ origin });
  const listeners = new Map<string, Listener[]>();
  const windows: { controlled: boolean; messages: unknown[] }[] = [];
  const skipWaiting = vi.fn(async () => undefined);
  const claimClients = vi.fn(async () => undefined);
  const matchAll = async (query: { includeUncontrolled?: boolean; type?: string } = {}) =>
    windows
      .filter((window) => (query.includeUncontrolled ?? false) || window.controlled)
      .filter(() => query.type === 'window' || query.type === 'all')
      .map((window) => ({ postMessage: (message: unknown) => window.messages.push(message) }));

  vi.stubGlobal('self', globalThis);
  // A worker's Request resolves a path against the worker's location, as Node's cannot.
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, origin) : input, init);
      }
    },
  );
  vi.stubGlobal('caches', caches);
  vi.stubGlobal('location', new URL('/sw.js', origin));
  vi.stubGlobal('registration', { scope: `${origin}/` });
  vi.stubGlobal('skipWaiting', skipWaiting);
  vi.stubGlobal('clients', { claim: claimClients, matchAll });
  vi.stubGlobal('ExtendableEvent', ExtendableEvent);
  vi.stubGlobal('FetchEvent', FetchEvent);
  vi.stubGlobal('__WB_MANIFEST', options.precache ?? PAGE_ONLY);
  vi.stubGlobal('addEventListener', (type: string, listener: Listener) => {
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  });
  // Workbox's production code, as the build bundles it (no development logging or assertions).
  vi.stubEnv('NODE_ENV', 'production');
  vi.resetModules();
  await import('#client/service-worker/sw.ts');

  const extendedBy = async (type: string, fields: object) => {
    const { extensions } = dispatch(listeners, type, fields);
    await allExtensions(extensions);
    return { extended: extensions.length > 0 };
  };
  return {
    caches,
    network,
    skipWaiting,
    claimClients,
    install: async () => void (await extendedBy('install', {})),
    activate: async () => void (await extendedBy('activate', {})),
    message: (data) => extendedBy('message', { data }),
    sync: (tag) => extendedBy('sync', { tag }),
    openWindow({ controlled } = { controlled: true }) {
      const window = { controlled, messages: [] };
      windows.push(window);
      return window;
    },
    fetch(request) {
      const { response, extensions } = dispatch(listeners, 'fetch', { request });
      const settled = (async () => {
        await response?.catch(() => undefined);
        await allExtensions(extensions);
      })();
      return { response, settled };
    },
  };
}

/** A request for a screen's address, as the browser makes it when the user opens one. */
export function navigationRequest(url: string): Request {
  const request = new Request(url, { headers: { accept: 'text/html' } });
  // Node's Request refuses mode 'navigate' (only browsers make such requests); the worker reads it.
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return request;
}
