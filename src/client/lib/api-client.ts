import { SEEN_EVENT_HEADER } from '#shared/domain/live-read-headers.ts';
import { NEXT_CURSOR_HEADER } from '#shared/domain/next-cursor-header.ts';
import { TOTAL_COUNT_HEADER } from '#shared/domain/total-count-header.ts';
import { LIST_ERROR_TEXTS, REQUEST_ERROR_TEXTS } from '#shared/spec-texts/request-texts.ts';
import { ApiError, REQUEST_TIMEOUT_MESSAGE } from './api-error.ts';
import { readStoredToken } from './auth-storage.ts';
import { keepAnswer, keepsAnswersFor, keptAnswer, lastSeenEventId } from './read-memory.ts';
import { tokenForRequest } from './request-token.ts';
import { errorFromResponse } from './response-error.ts';

export { ApiError } from './api-error.ts';

/** Reads give up after 15 s. Writes have no limit: an upload may take longer. */
export const READ_TIMEOUT_MS = 15_000;

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON, except FormData, which the browser sends as multipart with its own boundary. */
  body?: unknown;
  /** An optional read: answer null instead of failing when the server says 401. */
  nullOn401?: boolean;
  /** Cancels the request; TanStack Query hands one to every query function. */
  signal?: AbortSignal;
  /** Request headers beyond the token and content type: Idempotency-Key, If-Match (ADR 049). */
  headers?: Record<string, string>;
};

type ListOptions = Omit<RequestOptions, 'nullOn401'>;

function requestSignal(method: HttpMethod, signal: AbortSignal | undefined): AbortSignal | undefined {
  const signals = signal ? [signal] : [];
  if (method === 'GET') signals.push(AbortSignal.timeout(READ_TIMEOUT_MS));
  return signals.length > 1 ? AbortSignal.any(signals) : signals[0];
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData;
}

/** A name check, not instanceof: the DOMException may come from another realm (jsdom vs undici). */
function isTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError';
}

/** A request or its body that never fully arrived, in the catalogue's words. */
export function transportFailure(error: unknown, callerSignal: AbortSignal | undefined): unknown {
  // The caller cancelled (a query went out of use): theirs to handle, not a failure to word.
  if (callerSignal?.aborted) return error;
  if (isTimeout(error)) return new ApiError(0, REQUEST_TIMEOUT_MESSAGE, { kind: 'timeout', cause: error });
  return new ApiError(0, REQUEST_ERROR_TEXTS.network, { kind: 'network', cause: error });
}

/**
 * The headers every request carries, after the token checks (which throw the catalogue's words).
 * Shared with the upload transport (api-upload.ts), which sends through XMLHttpRequest.
 */
export async function requestHeaders(path: string): Promise<Record<string, string>> {
  const token = await tokenForRequest(path);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers['x-auth-token'] = token;
  return headers;
}

/**
 * Checks the token, sends, and turns every failure into the catalogue's words. A read says which
 * live change it last heard of, so no server answers it from before that change. A 304 is a
 * failure too, unless the caller asked on a condition (`conditional`).
 */
async function send(path: string, options: RequestOptions, conditional = false): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers = { ...options.headers, ...(await requestHeaders(path)) };
  const seen = lastSeenEventId();
  if (method === 'GET' && seen !== undefined) headers[SEEN_EVENT_HEADER] = seen;
  const { body } = options;
  if (body !== undefined && !isFormData(body)) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined || isFormData(body) ? body : JSON.stringify(body),
      signal: requestSignal(method, options.signal),
    });
  } catch (error) {
    throw transportFailure(error, options.signal);
  }
  if (!response.ok && !(conditional && response.status === 304))
    throw await errorFromResponse(path, response);
  return response;
}

/** The server's 401 (not a token refused before sending, which never reached the server). */
function isServer401(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 401;
}

/** An empty body reads as {}; a body that is not JSON is the catalogue's "unparseable JSON" error. */
export async function readJson(response: Response, callerSignal: AbortSignal | undefined): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw transportFailure(error, callerSignal);
  }
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError(response.status, REQUEST_ERROR_TEXTS.badJson, { kind: 'bad-response', cause: error });
  }
}

type Answer = { data: unknown; headers: Headers; status: number };

/**
 * A JSON answer. A read sends the ETag of the answer kept for its URL (issue 39): when nothing
 * changed the server answers 304 without a body, and the caller gets the kept answer as the 200
 * it was, rows and headers (total, next cursor) alike, so lists asked again after every live
 * change cost no body when the change did not touch them.
 */
async function readAnswer(path: string, options: RequestOptions): Promise<Answer> {
  const token = readStoredToken();
  const isRead = (options.method ?? 'GET') === 'GET';
  const before = isRead ? keptAnswer(path, token) : undefined;
  const ifNoneMatch: Record<string, string> = before ? { 'if-none-match': before.etag } : {};
  let response = await send(path, { ...options, headers: { ...options.headers, ...ifNoneMatch } }, isRead);
  if (response.status === 304) {
    if (before && keepsAnswersFor(token)) return { data: before.data, headers: before.headers, status: 200 };
    // Nothing kept to answer with (a sign-out meanwhile): asked again, without the condition.
    response = await send(path, options);
  }
  const data = await readJson(response, options.signal);
  const etag = response.headers.get('etag');
  if (isRead) keepAnswer(path, token, etag ? { etag, data, headers: response.headers } : null);
  return { data, headers: response.headers, status: response.status };
}

/** The one place the client talks to the server. */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions & { nullOn401: true },
): Promise<T | null>;
export async function apiRequest<T>(path: string, options?: RequestOptions): Promise<T>;
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T | null> {
  try {
    return (await readAnswer(path, options)).data as T;
  } catch (error) {
    if (options.nullOn401 && isServer401(error)) return null;
    throw error;
  }
}

function assertList<T>(data: unknown, status: number): T[] {
  if (!Array.isArray(data)) {
    throw new ApiError(status, LIST_ERROR_TEXTS.notAList, { kind: 'bad-response' });
  }
  return data as T[];
}

/** A list read: the answer must be an array, otherwise 'Invalid data format received from server'. */
export async function apiList<T>(path: string, options: ListOptions = {}): Promise<T[]> {
  const { data, status } = await readAnswer(path, options);
  return assertList<T>(data, status);
}

/** A list and the headers it came with, for callers that read more than the rows. */
export async function apiListResponse<T>(
  path: string,
  options: ListOptions = {},
): Promise<{ rows: T[]; headers: Headers; status: number }> {
  const { data, headers, status } = await readAnswer(path, options);
  return { rows: assertList<T>(data, status), headers, status };
}

/**
 * A page of a list plus the size of the whole filtered list (the X-Total-Count header). An endpoint
 * that does not page answers without the header: then the rows are the whole list. When more rows
 * follow, a work-order list also names where the next page starts (X-Next-Cursor, ADR 037).
 */
export async function apiPage<T>(
  path: string,
  options: ListOptions = {},
): Promise<{ rows: T[]; total: number; nextCursor?: string }> {
  const { rows, headers, status } = await apiListResponse<T>(path, options);
  const header = headers.get(TOTAL_COUNT_HEADER);
  const nextCursor = headers.get(NEXT_CURSOR_HEADER) || undefined;
  const next = nextCursor ? { nextCursor } : {};
  if (header === null) return { rows, total: rows.length, ...next };
  const total = Number(header);
  if (header.trim() === '' || !Number.isSafeInteger(total) || total < 0) {
    throw new ApiError(status, REQUEST_ERROR_TEXTS.badJson, { kind: 'bad-response' });
  }
  return { rows, total, ...next };
}

/**
 * A file's bytes (attachment downloads and previews). The token travels in a header, which a
 * plain link cannot send, so files are fetched here and handed to the page as object URLs.
 */
export async function apiBlob(path: string, options: ListOptions = {}): Promise<Blob> {
  const response = await send(path, options);
  try {
    return await response.blob();
  } catch (error) {
    throw transportFailure(error, options.signal);
  }
}
