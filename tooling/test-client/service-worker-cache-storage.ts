/**
 * Cache Storage in memory, for the service worker's tests (ADR 046). It behaves like the browser's
 * where the worker relies on it: entries are keyed by absolute URL (a path resolves against the
 * worker's origin), `match` hands out a copy, `put` reads the answer's body (so an answer that was
 * put cannot be read again by its caller), only GET requests can be stored, and `caches.match`
 * looks in the one cache its `cacheName` names (as Workbox asks it), or in all of them.
 */
export type MemoryCacheStorage = CacheStorage & {
  /** The URLs one cache holds, in the order they were first saved; empty when there is no such cache. */
  urlsIn(name: string): string[];
};

type Entry = { request: Request; response: Response };

export function memoryCacheStorage(options: { origin: string }): MemoryCacheStorage {
  const stores = new Map<string, Map<string, Entry>>();
  // Not `instanceof Request`: the worker's tests stand a subclass in for the global Request.
  const toRequest = (input: RequestInfo | URL): Request =>
    typeof input === 'string' || input instanceof URL ? new Request(new URL(input, options.origin)) : input;

  async function put(store: Map<string, Entry>, input: RequestInfo | URL, response: Response) {
    const request = toRequest(input);
    if (request.method !== 'GET') throw new TypeError(`Cache.put: ${request.method} cannot be stored`);
    if (response.bodyUsed) throw new TypeError('Cache.put: the response body was already read');
    const body = await response.arrayBuffer();
    const copy = new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    store.set(request.url, { request, response: copy });
  }

  function cache(store: Map<string, Entry>): Cache {
    const fake = {
      match: async (input: RequestInfo | URL) => store.get(toRequest(input).url)?.response.clone(),
      put: (input: RequestInfo | URL, response: Response) => put(store, input, response),
      delete: async (input: RequestInfo | URL) => store.delete(toRequest(input).url),
      keys: async () => [...store.values()].map((entry) => entry.request.clone()),
    };
    return fake as unknown as Cache;
  }

  const storage = {
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Entry>();
      stores.set(name, store);
      return cache(store);
    },
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
    keys: async () => [...stores.keys()],
    match: async (input: RequestInfo | URL, query?: MultiCacheQueryOptions) => {
      const named = query?.cacheName === undefined ? [...stores.values()] : [stores.get(query.cacheName)];
      for (const store of named) {
        const found = store?.get(toRequest(input).url);
        if (found) return found.response.clone();
      }
      return undefined;
    },
    urlsIn: (name: string) => [...(stores.get(name)?.keys() ?? [])],
  };
  return storage as unknown as MemoryCacheStorage;
}
