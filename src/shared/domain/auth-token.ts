/**
 * Session tokens are opaque: TOKEN_PREFIX followed by base62 characters. Alphanumeric
 * only, so the client's format check accepts exactly what the server issues.
 */
export const TOKEN_PREFIX = 'spt1';
export const TOKEN_RANDOM_LENGTH = 43;
const MIN_TOKEN_LENGTH = 10;

/** Prefix of the old persistent token; seeing it triggers the full clearing of the browser's data. */
export const LEGACY_PERSISTENT_TOKEN_PREFIX = 'persist';

/** The 8 values no server of ours issues: junk that buggy clients store, and the legacy token. */
export const BLOCKED_TOKEN_PREFIXES = [
  'undefined',
  'null',
  'NaN',
  '[object',
  'Bearer',
  'true',
  'false',
  LEGACY_PERSISTENT_TOKEN_PREFIX,
] as const;

export type TokenCheck = 'ok' | 'too-short' | 'bad-format' | 'blocked';

/** The client's check before each data request; the server checks the same way. */
export function checkTokenFormat(token: string): TokenCheck {
  if (BLOCKED_TOKEN_PREFIXES.some((prefix) => token.startsWith(prefix))) return 'blocked';
  if (token.length < MIN_TOKEN_LENGTH) return 'too-short';
  if (!/^[A-Za-z0-9]+$/.test(token)) return 'bad-format';
  return 'ok';
}
