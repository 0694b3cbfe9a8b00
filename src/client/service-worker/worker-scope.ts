/**
 * The service worker's global scope, typed by hand: the project compiles against the DOM library,
 * which has no worker types, and a second library for one folder would split the type check.
 * Only what the portal's worker uses.
 */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type ExtendableMessageEvent = ExtendableEvent & { data: unknown };
/** Background Sync's event: `tag` is what the page registered. */
type SyncEvent = ExtendableEvent & { tag: string };

type WindowClient = { postMessage(message: unknown): void };

export type WorkerScope = {
  skipWaiting(): Promise<void>;
  clients: {
    matchAll(options: { includeUncontrolled: boolean; type: 'window' }): Promise<readonly WindowClient[]>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
};

/** The worker's global scope (`self`); a test stubs its members on the same object. */
export const worker = globalThis as unknown as WorkerScope;
