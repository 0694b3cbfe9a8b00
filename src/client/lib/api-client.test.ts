import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client.ts';

const GOOD_TOKEN = `spt1${'A'.repeat(43)}`;

function answer(status: number, body: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest: SPEC 8 request-layer messages', () => {
  it('refuses a data request without a token', async () => {
    await expect(apiRequest('/api/work-orders')).rejects.toThrow('No authentication token available');
  });

  it('rejects a malformed token and clears storage', async () => {
    localStorage.setItem('authToken', 'short');
    await expect(apiRequest('/api/work-orders')).rejects.toThrow('Invalid authentication token format');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('on 401 removes the token under every key from both storages', async () => {
    localStorage.setItem('authToken', GOOD_TOKEN);
    localStorage.setItem('access_token', 'x');
    sessionStorage.setItem('auth_token', 'y');
    answer(401, '{"message":"expired"}');
    await expect(apiRequest('/api/work-orders')).rejects.toThrow(
      'Authentication failed. Please log in again.',
    );
    expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);
  });

  it.each([
    [400, '{"message":"Job # is required"}', 'Job # is required'],
    [400, '', 'Invalid request data'],
    [500, '{"message":"Internal server error"}', 'Server error. Please try again later.'],
    [409, 'conflict text', '409 conflict text'],
  ])('status %i with %s -> %s', async (status, body, message) => {
    localStorage.setItem('authToken', GOOD_TOKEN);
    answer(status, body);
    await expect(apiRequest('/api/work-orders')).rejects.toThrow(message);
  });

  it('reports network failures and unparseable JSON', async () => {
    localStorage.setItem('authToken', GOOD_TOKEN);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(apiRequest('/api/work-orders')).rejects.toThrow(
      'Network connection failed. Please check your internet connection.',
    );
    answer(200, '<html>');
    await expect(apiRequest('/api/work-orders')).rejects.toThrow('Invalid response format from server');
  });

  it('sends the token in x-auth-token', async () => {
    localStorage.setItem('authToken', GOOD_TOKEN);
    const fetchSpy = vi.fn(async () => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    await expect(apiRequest('/api/work-orders')).resolves.toEqual([]);
    const init = (fetchSpy.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['x-auth-token']).toBe(GOOD_TOKEN);
  });
});
