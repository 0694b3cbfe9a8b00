/** What became of one attempt at sending a queued write (ADR 049). */
export type SendOutcome =
  /** Written (or it already was: a replay answers what the first attempt wrote). */
  | { kind: 'sent'; etag?: string | null; version?: number; answer?: unknown }
  /** No network, or a server too busy to answer: the same write goes again later. */
  | { kind: 'try-later'; error: unknown }
  /** The session is gone: writes wait for the same employee to sign in again. */
  | { kind: 'signed-out'; error: unknown }
  /** The server will never take it; `reason` is what the technician reads. */
  | { kind: 'refused'; reason: string; error?: unknown };
