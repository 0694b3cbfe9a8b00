import { describe, expect, it } from 'vitest';
import { clearStoredTokens, readStoredToken, storeToken, TOKEN_STORAGE_KEY } from './auth-storage.ts';

describe('auth storage', () => {
  it('stores the token under authToken and reads it back', () => {
    expect(readStoredToken()).toBeNull();
    storeToken('spt1abcdefghij');
    expect(TOKEN_STORAGE_KEY).toBe('authToken');
    expect(localStorage.getItem('authToken')).toBe('spt1abcdefghij');
    expect(readStoredToken()).toBe('spt1abcdefghij');
  });

  it('reads the older auth_token when authToken is absent, and prefers authToken', () => {
    localStorage.setItem('auth_token', 'older1234567');
    expect(readStoredToken()).toBe('older1234567');
    storeToken('newer1234567');
    expect(readStoredToken()).toBe('newer1234567');
  });

  it('clears the six token keys from both storages and nothing else', () => {
    const keys = ['authToken', 'auth_token', 'token', 'user_token', 'access_token', 'session_token'];
    for (const key of keys) {
      localStorage.setItem(key, 'v');
      sessionStorage.setItem(key, 'v');
    }
    localStorage.setItem('theme', 'dark');
    sessionStorage.setItem('draft', 'x');
    clearStoredTokens();
    expect(Object.keys(localStorage)).toEqual(['theme']);
    expect(Object.keys(sessionStorage)).toEqual(['draft']);
  });
});
