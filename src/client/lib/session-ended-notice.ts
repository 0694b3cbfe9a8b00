import { SESSION_ENDED_TEXTS } from '#shared/spec-texts/mobile-texts.ts';

/**
 * Why the last session ended while the portal was open (ADR 014), for the login form to say. Kept
 * in sessionStorage so it survives the reload a technician may do first ('Force Refresh').
 */
const NOTICE_KEY = 'session-ended-notice';

/** The first reason stands: a server's 401 clears the token, and requests after it find none. */
export function rememberSessionEnded(message: string): void {
  try {
    if (sessionStorage.getItem(NOTICE_KEY) !== null) return;
    sessionStorage.setItem(NOTICE_KEY, message);
  } catch {
    // Storage refused: the login form still appears, only without the reason.
  }
}

export function readSessionEndedNotice(): string | null {
  try {
    return sessionStorage.getItem(NOTICE_KEY);
  } catch {
    return null;
  }
}

/** Said once: forgotten when shown and when someone signs in or out on purpose. */
export function forgetSessionEndedNotice(): void {
  try {
    sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    // Nothing was kept either.
  }
}

/** Why a session ended, by its cause: no token at all, or one the server refused. */
export function sessionEndedMessage(error: unknown): string {
  const kind = typeof error === 'object' && error !== null ? (error as { kind?: unknown }).kind : undefined;
  return kind === 'no-token' ? SESSION_ENDED_TEXTS.noToken : SESSION_ENDED_TEXTS.expired;
}
