import { describe, expect, it } from 'vitest';
import { checkTokenFormat, TOKEN_PREFIX } from '#shared/domain/auth-token.ts';
import { generateSessionToken, hashSessionToken, isWellFormedSessionToken } from './session-tokens.ts';

describe('session tokens', () => {
  it('every issued token passes the client check and carries the product prefix', () => {
    const tokens = Array.from({ length: 500 }, generateSessionToken);
    for (const token of tokens) {
      expect(checkTokenFormat(token)).toBe('ok');
      expect(token.startsWith(TOKEN_PREFIX)).toBe(true);
      expect(token.length).toBeGreaterThanOrEqual(40);
      expect(isWellFormedSessionToken(token)).toBe(true);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('hashes to 64 hex characters, never the token itself', () => {
    const token = generateSessionToken();
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(token)).not.toContain(token);
  });
});
