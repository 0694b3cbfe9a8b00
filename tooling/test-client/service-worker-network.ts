import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The network as the service worker's tests see it: a server that answers the paths a test gives
 * it (404 otherwise), can be slow on one request, or can be out of reach (a phone in a basement).
 */
export type FakeNetwork = {
  /**
   * What reached the server, as 'METHOD /path?query' (or the full URL for another origin; a
   * revisioned file by its path).
   */
  requests: string[];
  /** Answers `path` from now on: a string as text, anything else as JSON. */
  serve(path: string, body: unknown, init?: ResponseInit): void;
  /** The next request for `path` waits for `release()`: `reached` resolves when it arrives. */
  hold(path: string): { reached: Promise<void>; release(): void };
  /** Every request fails as a browser's does without a connection, until `online`. */
  offline(): void;
  online(): void;
};

/** One MSW server per test file; each `fakeNetwork` replaces its handler. */
const server = setupServer();
let listening = false;

export function fakeNetwork(origin: string): FakeNetwork {
  const answers = new Map<string, () => Response>();
  const held = new Map<string, { arrived(): void; released: Promise<void> }>();
  const requests: string[] = [];
  let connected = true;
  const keyOf = (url: URL) => {
    if (url.origin !== origin) return url.href;
    // Workbox asks for a revisioned file as /index.html?__WB_REVISION__=...; the portal's static
    // server answers the file whatever its query.
    if (url.searchParams.has('__WB_REVISION__')) return url.pathname;
    return `${url.pathname}${url.search}`;
  };

  // The worker calls the real global fetch; MSW answers it the way this network would.
  const network = http.all('*', async ({ request }) => {
    if (!connected) return HttpResponse.error();
    const key = keyOf(new URL(request.url));
    requests.push(`${request.method} ${key}`);
    const hold = held.get(key);
    if (hold) {
      held.delete(key);
      hold.arrived();
      await hold.released;
      if (!connected) return HttpResponse.error();
    }
    return answers.get(key)?.() ?? new Response('Not found', { status: 404 });
  });
  if (!listening) {
    server.listen({ onUnhandledRequest: 'error' });
    listening = true;
  }
  server.resetHandlers(network);

  return {
    requests,
    serve(path, body, init) {
      answers.set(path, () =>
        typeof body === 'string'
          ? new Response(body, { headers: { 'content-type': 'text/plain' }, ...init })
          : Response.json(body, init),
      );
    },
    hold(path) {
      let arrived!: () => void;
      let release!: () => void;
      const reached = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      held.set(path, { arrived, released });
      return { reached, release };
    },
    offline() {
      connected = false;
    },
    online() {
      connected = true;
    },
  };
}
