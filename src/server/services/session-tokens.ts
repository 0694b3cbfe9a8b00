import { hash, randomInt } from 'node:crypto';
import { checkTokenFormat, TOKEN_PREFIX, TOKEN_RANDOM_LENGTH } from '#shared/domain/auth-token.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** TOKEN_PREFIX + 43 base62 characters from the CSPRNG: about 256 bits of entropy. */
export function generateSessionToken(): string {
  let random = '';
  for (let i = 0; i < TOKEN_RANDOM_LENGTH; i++) random += BASE62[randomInt(BASE62.length)];
  return TOKEN_PREFIX + random;
}

/**
 * Only this digest is stored, so a copy of the database holds no usable token. Taken on every
 * request: the one-shot `hash` costs less than half of a `createHash` object.
 */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Cheap rejection before touching the database: wrong prefix, junk or blocklisted values. */
export function isWellFormedSessionToken(token: string): boolean {
  return (
    checkTokenFormat(token) === 'ok' &&
    token.startsWith(TOKEN_PREFIX) &&
    token.length === TOKEN_PREFIX.length + TOKEN_RANDOM_LENGTH
  );
}
