/** The token lives under authToken (older clients wrote auth_token). */
export const TOKEN_STORAGE_KEY = 'authToken';
const LEGACY_TOKEN_KEYS = ['auth_token', 'token', 'user_token', 'access_token', 'session_token'] as const;

/**
 * Sessions signed out here that the server has not heard of yet (lib/pending-revokes.ts, ADR 023).
 * Never a token to sign in with: only the revoke reads it, and clearing the tokens keeps it.
 */
export const PENDING_REVOKES_KEY = 'pending-session-revokes';

export function readStoredToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY) ?? localStorage.getItem('auth_token');
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

/** On 401 the token is removed from both storages under every key clients have used. */
export function clearStoredTokens(): void {
  for (const key of [TOKEN_STORAGE_KEY, ...LEGACY_TOKEN_KEYS]) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }
}
