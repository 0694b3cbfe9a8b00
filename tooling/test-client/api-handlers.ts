import { HttpResponse, http, matchRequestUrl } from 'msw';
import type { ApiRoute, ApiRoutes } from './api-routes.ts';

/**
 * Typed MSW handlers for the portal's API. A test replaces what differs from the default
 * portal (`portal-handlers.ts`) with `server.use(answer(...))`, and reads what the app sent with
 * `sent(...)`.
 */

export type SentRequest = {
  method: string;
  /** The URL as the app requested it, query included. */
  url: URL;
  params: Record<string, string | readonly string[] | undefined>;
  /** Parsed JSON, a FormData for multipart, text otherwise, undefined without a body. */
  body: unknown;
  headers: Headers;
};

/** Every request an `answer` handler saw in this test, in order; emptied after each test. */
export const sentRequests: SentRequest[] = [];

type RouteInfo = Omit<SentRequest, 'headers'> & { request: Request };
type Reply<R extends ApiRoute> = ApiRoutes[R] | Response;
export type Resolver<R extends ApiRoute> = (info: RouteInfo) => Reply<R> | Promise<Reply<R>>;

export type AnswerOptions = {
  status?: number;
  headers?: Record<string, string>;
  /** X-Total-Count for list answers; the array's length when not given. */
  total?: number;
  /** Answer only the first matching request; later ones fall through to the next handler. */
  once?: boolean;
};

const METHODS = {
  GET: http.get,
  POST: http.post,
  PATCH: http.patch,
  PUT: http.put,
  DELETE: http.delete,
} as const;

function split(route: ApiRoute): [keyof typeof METHODS, string] {
  const [method, path] = route.split(' ') as [keyof typeof METHODS, string];
  return [method, path];
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.clone().formData();
  const text = await request.clone().text();
  if (text === '') return undefined;
  return type.includes('application/json') ? JSON.parse(text) : text;
}

/** A handler that records the request and answers `reply` (or what the resolver gives) as JSON. */
export function answer<R extends ApiRoute>(
  route: R,
  reply: ApiRoutes[R] | Resolver<R>,
  { status = 200, headers = {}, total, once = false }: AnswerOptions = {},
) {
  const [method, path] = split(route);
  return METHODS[method](
    path,
    async ({ request, params }) => {
      const entry = {
        method,
        url: new URL(request.url),
        params: params as SentRequest['params'],
        body: await readBody(request),
        headers: request.headers,
      };
      sentRequests.push(entry);
      const value = typeof reply === 'function' ? await (reply as Resolver<R>)({ ...entry, request }) : reply;
      if (value instanceof Response) return value;
      const listHeaders: Record<string, string> = Array.isArray(value)
        ? { 'X-Total-Count': String(total ?? value.length) }
        : {};
      return HttpResponse.json(value as never, { status, headers: { ...listHeaders, ...headers } });
    },
    { once },
  );
}

/** An error answer as the server words it: `{ message }`, plus `errors` for field errors. */
export function failure(
  status: number,
  message: string,
  extra: { errors?: { field: string; message: string }[]; headers?: Record<string, string> } = {},
) {
  const body = extra.errors ? { message, errors: extra.errors } : { message };
  return HttpResponse.json(body, { status, headers: extra.headers });
}

/** A route that fails with `status` and the server's `{ message }`. */
export function fail(route: ApiRoute, status: number, message: string, options: { once?: boolean } = {}) {
  return answer(route, () => failure(status, message), options);
}

/** A route whose requests never reach a server (the browser's 'Failed to fetch'). */
export function unreachable(route: ApiRoute, options: { once?: boolean } = {}) {
  return answer(route, () => HttpResponse.error(), options);
}

/** A route that answers only when the test calls `release()`, to see what shows while waiting. */
export function held<R extends ApiRoute>(route: R, reply: ApiRoutes[R] | Resolver<R>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = answer(route, async (info) => {
    await released;
    return typeof reply === 'function' ? (reply as Resolver<R>)(info) : reply;
  });
  return { handler, release: () => release() };
}

/** The requests sent to one route so far, e.g. `sent('PATCH /api/work-orders/:id')`. */
export function sent(route: ApiRoute): SentRequest[] {
  const [method, path] = split(route);
  return sentRequests.filter(
    (request) => request.method === method && matchRequestUrl(request.url, path, request.url.origin).matches,
  );
}

/** The JSON bodies sent to one route, in order. */
export const sentBodies = (route: ApiRoute) => sent(route).map((request) => request.body);

/** The query parameters of the requests sent to one route, as plain objects. */
export const sentQueries = (route: ApiRoute) =>
  sent(route).map((request) => Object.fromEntries(request.url.searchParams));
