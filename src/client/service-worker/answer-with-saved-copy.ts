import {
  SAVED_ANSWERS_CACHE,
  SAVED_AT_HEADER,
  savedAnswerUrl,
  savedSessionPrefix,
} from './offline-copy-keys.ts';

/**
 * How long the worker waits for the server before answering "who is signed in" from the saved copy.
 * A phone on one bar of signal takes seconds per round trip; the page shows the saved jobs meanwhile
 * and the list's own request, which goes to the server, still decides whether the session is alive.
 */
export const SAVED_SESSION_AFTER_MS = 700;

export type SavedAnswerContext = {
  request: Request;
  /** The request's path and query, one isSavedApiPath accepts. */
  path: string;
  token: string;
  origin: string;
  caches: CacheStorage;
  fetch: (request: Request) => Promise<Response>;
  now?: () => Date;
  /** Answer from the saved copy if the server is slower than this (the session check only). */
  savedAfterMs?: number;
  /** Keeps the worker alive until the server's answer is saved, after the page got the copy. */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** False once the page signed out after asking: the answer then goes to the page unsaved. */
  stillWanted?: () => boolean;
};

/**
 * The server's ETag of a saved answer. Not as `etag`: the page would take the copy shown offline
 * for the server's own answer and keep it for its 304s, X-Saved-At and all.
 */
const SAVED_ETAG_HEADER = 'x-saved-etag';

async function keep(context: SavedAnswerContext, key: string, response: Response): Promise<void> {
  const body = await response.clone().arrayBuffer();
  const headers = new Headers({
    'content-type': response.headers.get('content-type') ?? 'application/json',
    [SAVED_AT_HEADER]: (context.now?.() ?? new Date()).toISOString(),
  });
  const etag = response.headers.get('etag') ?? response.headers.get(SAVED_ETAG_HEADER);
  if (etag) headers.set(SAVED_ETAG_HEADER, etag);
  // Checked last, after the awaits above: a sign-out may have come in while the body arrived.
  if (context.stillWanted?.() === false) return;
  const cache = await context.caches.open(SAVED_ANSWERS_CACHE);
  await cache.put(key, new Response(body, { status: 200, headers }));
}

/**
 * The server said the page's copy is still the current answer (a 304 to its If-None-Match, issue
 * 39): the saved copy of that same answer is as fresh as now, and says so when it is shown offline.
 */
async function confirm(context: SavedAnswerContext, key: string): Promise<void> {
  const etag = context.request.headers.get('if-none-match');
  const saved = await (await context.caches.open(SAVED_ANSWERS_CACHE)).match(key);
  if (etag && saved?.headers.get(SAVED_ETAG_HEADER) === etag) await keep(context, key, saved);
}

/** A session the server refused: whatever was saved under it is of no use to anyone. */
async function forgetSession(context: SavedAnswerContext): Promise<void> {
  const cache = await context.caches.open(SAVED_ANSWERS_CACHE);
  // Every path saved under it: the session check, the whole list and the employee's own list.
  const prefix = `${await savedSessionPrefix(context.origin, context.token)}/`;
  const keys = await cache.keys();
  await Promise.all(keys.filter((key) => key.url.startsWith(prefix)).map((key) => cache.delete(key)));
}

function after(ms: number): Promise<'late'> {
  return new Promise((resolve) => setTimeout(() => resolve('late'), ms));
}

/**
 * The server's answer whenever there is one, saved under this session (ADR 046). Without one
 * (offline) the saved copy answers, marked with X-Saved-At. The copy is found by the session's
 * token, so another employee's session never sees it.
 */
export async function answerWithSavedCopy(context: SavedAnswerContext): Promise<Response> {
  const key = await savedAnswerUrl(context.origin, context.token, context.path);
  const fromServer = context.fetch(context.request).then(async (response) => {
    if (response.ok) await keep(context, key, response);
    else if (response.status === 304) await confirm(context, key);
    else if (response.status === 401) await forgetSession(context);
    return response;
  });
  context.waitUntil?.(fromServer.catch(() => undefined));
  const savedCopy = async () => (await context.caches.open(SAVED_ANSWERS_CACHE)).match(key);

  if (context.savedAfterMs !== undefined) {
    const first = await Promise.race([
      fromServer.catch(() => 'failed' as const),
      after(context.savedAfterMs),
    ]);
    if (first instanceof Response) return first;
    const saved = await savedCopy();
    if (saved) return saved;
  }
  try {
    return await fromServer;
  } catch (error) {
    const saved = await savedCopy();
    if (saved) return saved;
    throw error;
  }
}
