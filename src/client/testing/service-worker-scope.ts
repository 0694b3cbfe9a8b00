import { vi } from 'vitest';
import { type MemoryCacheStorage, memoryCacheStorage } from './service-worker-cache-storage.ts';
import { type FakeNetwork, fakeNetwork } from './service-worker-network.ts';

/**
 * Runs the real `service-worker.ts` in Node: its globals (`caches`, `location`, `addEventListener`,
 * `skipWaiting`, `clients`) are stubbed with in-memory fakes before the module is imported afresh,
 * its network is answered by Mock Service Worker behind the real `fetch` (`fakeNetwork`), and its
 * events are dispatched the way a browser does. Call `vi.unstubAllGlobals()` after each test.
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
  /**
   * A request from a page. `response` is undefined when the worker let it through to the network
   * untouched; `settled` resolves once the work it kept the worker alive for (waitUntil) is done.
   */
  fetch(request: Request): { response: Promise<Response> | undefined; settled: Promise<void> };
};

type Listener = (event: unknown) => void;

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
  const event = {
    type,
    ...fields,
    waitUntil: (promise: Promise<unknown>) => extensions.push(promise),
    respondWith: (answer: Promise<Response>) => {
      // As in a browser: the answer is promised while the event is dispatched, or never.
      if (!dispatching) throw new Error('InvalidStateError: respondWith after the fetch event');
      response = answer;
    },
  };
  for (const listener of listeners.get(type) ?? []) listener(event);
  dispatching = false;
  return { response, extensions };
}

export async function startServiceWorker(origin: string): Promise<WorkerUnderTest> {
  const network = fakeNetwork(origin);
  const caches = memoryCacheStorage({ origin, fetch: (request) => network.fetch(request) });
  const listeners = new Map<string, Listener[]>();
  const skipWaiting = vi.fn(async () => undefined);
  const claimClients = vi.fn(async () => undefined);
  vi.stubGlobal('caches', caches);
  vi.stubGlobal('location', new URL('/sw.js', origin));
  vi.stubGlobal('skipWaiting', skipWaiting);
  vi.stubGlobal('clients', { claim: claimClients });
  vi.stubGlobal('addEventListener', (type: string, listener: Listener) => {
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  });
  vi.resetModules();
  await import('../service-worker/service-worker.ts');

  return {
    caches,
    network,
    skipWaiting,
    claimClients,
    install: () => allExtensions(dispatch(listeners, 'install', {}).extensions),
    activate: () => allExtensions(dispatch(listeners, 'activate', {}).extensions),
    async message(data) {
      const { extensions } = dispatch(listeners, 'message', { data });
      await allExtensions(extensions);
      return { extended: extensions.length > 0 };
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
