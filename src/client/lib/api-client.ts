import { checkTokenFormat } from '../../shared/domain/auth-token.ts';
import { clearStoredTokens, readStoredToken } from './auth-storage.ts';

/** A failure already worded for a person, per SPEC 8's request-layer catalogue. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

const READ_TIMEOUT_MS = 15_000;

type RequestOptions = { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; body?: unknown; auth?: boolean };

function tokenForRequest(path: string): string | null {
  if (path.includes('/api/auth/')) return readStoredToken();
  const token = readStoredToken();
  if (!token) throw new ApiError(401, 'No authentication token available');
  const check = checkTokenFormat(token);
  if (check === 'ok') return token;
  clearStoredTokens();
  if (check === 'blocked') {
    throw new ApiError(401, 'Blacklisted token detected - executing nuclear cache clear');
  }
  throw new ApiError(401, 'Invalid authentication token format');
}

async function messageFor(response: Response): Promise<string> {
  const text = await response.text();
  let body: { message?: unknown; errors?: Array<{ message?: unknown }> } = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    // Not JSON: the raw text is used below.
  }
  const serverMessage = typeof body.message === 'string' ? body.message : undefined;
  switch (response.status) {
    case 400:
      return serverMessage ?? body.errors?.map((e) => e.message).join(', ') ?? 'Invalid request data';
    case 401:
      clearStoredTokens();
      return path401Message(serverMessage);
    case 500:
      return 'Server error. Please try again later.';
    default:
      return serverMessage ?? `${response.status} ${text}`.trim();
  }
}

/** Sign-in failures keep the server's words ('Invalid email or password'); elsewhere SPEC 8's. */
function path401Message(serverMessage: string | undefined): string {
  return serverMessage === 'Invalid email or password'
    ? serverMessage
    : 'Authentication failed. Please log in again.';
}

/** The one place the client talks to the server. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const token = tokenForRequest(path);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers['x-auth-token'] = token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: method === 'GET' ? AbortSignal.timeout(READ_TIMEOUT_MS) : undefined,
    });
  } catch {
    throw new ApiError(0, 'Network connection failed. Please check your internet connection.');
  }
  if (!response.ok) throw new ApiError(response.status, await messageFor(response));
  const text = await response.text();
  try {
    return (text ? JSON.parse(text) : {}) as T;
  } catch {
    throw new ApiError(response.status, 'Invalid response format from server');
  }
}
