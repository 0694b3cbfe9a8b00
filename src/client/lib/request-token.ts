import { checkTokenFormat, LEGACY_PERSISTENT_TOKEN_PREFIX } from '#shared/domain/auth-token.ts';
import { TOKEN_ERROR_TEXTS } from '#shared/spec-texts/request-texts.ts';
import { ApiError } from './api-error.ts';
import { clearStoredTokens, readStoredToken } from './auth-storage.ts';
import { clearClientState, scheduleHardReload } from './clear-client-state.ts';
import { queryClient } from './query-client.ts';

/** Requests whose path contains /api/auth/ need no token (sign-in, the login page's data). */
function isAuthPath(path: string): boolean {
  return path.includes('/api/auth/');
}

/**
 * The token to send with a request, after the token checks; throws the catalogue's words otherwise.
 *
 * There are two wordings for a malformed token. We say 'Invalid token format' when it is too
 * short to be any token at all, and 'Invalid authentication token format' when it is long enough
 * but has characters no issued token has (a JWT, a 'Bearer ...' header value): the longer wording
 * tells a support person that some other kind of credential got into storage.
 */
export async function tokenForRequest(path: string): Promise<string | null> {
  const token = readStoredToken();
  if (isAuthPath(path)) return token;
  if (!token) throw new ApiError(401, TOKEN_ERROR_TEXTS.noToken, { kind: 'no-token' });
  const check = checkTokenFormat(token);
  if (check === 'ok') return token;
  if (check === 'blocked') {
    // All caches and storage are cleared; the legacy persistent token also reloads the page.
    await clearClientState(queryClient);
    if (token.startsWith(LEGACY_PERSISTENT_TOKEN_PREFIX)) scheduleHardReload();
    throw new ApiError(401, TOKEN_ERROR_TEXTS.blocked, { kind: 'blocked-token' });
  }
  clearStoredTokens();
  const message = check === 'too-short' ? TOKEN_ERROR_TEXTS.tooShort : TOKEN_ERROR_TEXTS.badCharacters;
  throw new ApiError(401, message, { kind: 'invalid-token' });
}
