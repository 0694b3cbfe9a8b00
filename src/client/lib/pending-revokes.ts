import { type ApiError, READ_TIMEOUT_MS, transportFailure } from './api-client.ts';
import { PENDING_REVOKES_KEY } from './auth-storage.ts';
import { errorFromResponse } from './response-error.ts';

/*
 * Sessions signed out on this device that the server has not yet been told about (a sign-out with
 * no connection, ADR 023). Kept in localStorage so a closed tab or a restarted phone still sends
 * them. Nothing but the revoke reads this key: no request is ever made with these tokens otherwise,
 * and the session check never looks here, so a signed-out session cannot be used from this device.
 * Loaded when someone signs out, and after the first paint at start (main.tsx).
 */
export { PENDING_REVOKES_KEY };

/** The sign-out request: the server forgets the session whose token comes with it. */
const LOGOUT_PATH = '/api/auth/logout';

export type RevokeResult = { done: true } | { done: false; error: ApiError };

/**
 * Ends a session this browser has already forgotten. The token is sent as given, never the stored
 * one, and no answer touches this browser's state: a 401 only means the session had ended already.
 * `done: false` when trying again later may still work (no connection, a timeout, the server
 * failing or too busy). The failure is worded by the request layer, as every other.
 */
async function revokeSession(token: string): Promise<RevokeResult> {
  let response: Response;
  try {
    response = await fetch(LOGOUT_PATH, {
      method: 'POST',
      headers: { accept: 'application/json', 'x-auth-token': token },
      credentials: 'include',
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
  } catch (error) {
    return { done: false, error: transportFailure(error, undefined) as ApiError };
  }
  if (response.status >= 500 || response.status === 429 || response.status === 408) {
    return { done: false, error: await errorFromResponse(LOGOUT_PATH, response) };
  }
  return { done: true };
}

function readPendingRevokes(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PENDING_REVOKES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((token): token is string => typeof token === 'string') : [];
  } catch {
    return [];
  }
}

function writePendingRevokes(tokens: readonly string[]): void {
  try {
    if (tokens.length === 0) localStorage.removeItem(PENDING_REVOKES_KEY);
    else localStorage.setItem(PENDING_REVOKES_KEY, JSON.stringify(tokens));
  } catch {
    // Storage refused: the session then simply runs out on the server (12 hours or 30 days).
  }
}

let waitingForConnection = false;

/** One listener at a time: the next time the browser is back online, everything pending is sent. */
function retryWhenOnline(): void {
  if (waitingForConnection || typeof window === 'undefined') return;
  waitingForConnection = true;
  window.addEventListener(
    'online',
    () => {
      waitingForConnection = false;
      void sendPendingRevokes();
    },
    { once: true },
  );
}

async function send(token: string): Promise<RevokeResult> {
  const result = await revokeSession(token);
  if (result.done) writePendingRevokes(readPendingRevokes().filter((pending) => pending !== token));
  else retryWhenOnline();
  return result;
}

/**
 * Signing out: the token is written down before anything is sent, then the server is asked to end
 * the session. If it cannot be reached, the request goes again when the connection returns.
 */
export function revokeSessionSoon(token: string): Promise<RevokeResult> {
  const pending = readPendingRevokes();
  if (!pending.includes(token)) writePendingRevokes([...pending, token]);
  return send(token);
}

/** Every sign-out still unsent (called at start and when the connection returns). */
export async function sendPendingRevokes(): Promise<void> {
  for (const token of readPendingRevokes()) await send(token);
}
