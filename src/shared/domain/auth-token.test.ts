import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOCKED_TOKEN_PREFIXES, checkTokenFormat, TOKEN_PREFIX } from './auth-token.ts';

describe('checkTokenFormat', () => {
  it('has exactly 8 blocked prefixes, none of which a real token starts with', () => {
    expect(BLOCKED_TOKEN_PREFIXES).toHaveLength(8);
    for (const prefix of BLOCKED_TOKEN_PREFIXES) expect(TOKEN_PREFIX.startsWith(prefix)).toBe(false);
  });

  it('accepts any alphanumeric string of 10+ characters that starts with no blocked prefix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{10,80}$/), (token) => {
        const blocked = BLOCKED_TOKEN_PREFIXES.some((prefix) => token.startsWith(prefix));
        expect(checkTokenFormat(token)).toBe(blocked ? 'blocked' : 'ok');
      }),
    );
  });

  it('rejects short, non-alphanumeric and blocked tokens', () => {
    expect(checkTokenFormat('abc123')).toBe('too-short');
    expect(checkTokenFormat('abcdefghij-klm')).toBe('bad-format');
    expect(checkTokenFormat('Bearer abcdefghijkl')).toBe('blocked');
    expect(checkTokenFormat('undefined')).toBe('blocked');
    expect(checkTokenFormat('persistABCDEFGHIJKLMNOP')).toBe('blocked');
  });
});
