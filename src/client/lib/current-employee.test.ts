import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentEmployeeQuery, getCurrentEmployee } from './current-employee.ts';

const TOKEN = `spt1${'D'.repeat(43)}`;

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getCurrentEmployee (GET /api/auth/me)', () => {
  it('answers null without asking the server when no token is stored', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await expect(getCurrentEmployee()).resolves.toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('returns the employee for a valid session', async () => {
    localStorage.setItem('authToken', TOKEN);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"id":7,"name":"Carlos Mendez"}', { status: 200 })),
    );
    await expect(getCurrentEmployee()).resolves.toMatchObject({ id: 7, name: 'Carlos Mendez' });
  });

  it('answers null (signed out) when the server no longer accepts the session, and drops the token', async () => {
    localStorage.setItem('authToken', TOKEN);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('{"message":"Authentication required. Please log in."}', { status: 401 }),
      ),
    );
    await expect(getCurrentEmployee()).resolves.toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('is fresh for 5 minutes and never retried (SPEC 9)', () => {
    const options = currentEmployeeQuery();
    expect([options.staleTime, options.retry]).toEqual([300_000, false]);
  });
});
