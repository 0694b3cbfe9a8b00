import { describe, expect, it } from 'vitest';
import { answer, fail, sentRequests } from '#tooling/test-client/api-handlers.ts';
import { currentEmployee, PLUMBER, TOKEN } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { currentEmployeeQuery, getCurrentEmployee } from './current-employee.ts';

describe('getCurrentEmployee (GET /api/auth/me)', () => {
  it('answers null without asking the server when no token is stored', async () => {
    await expect(getCurrentEmployee()).resolves.toBeNull();
    expect(sentRequests).toEqual([]);
  });

  it('returns the employee for a valid session', async () => {
    localStorage.setItem('authToken', TOKEN);
    server.use(answer('GET /api/auth/me', currentEmployee(PLUMBER)));
    await expect(getCurrentEmployee()).resolves.toMatchObject({ id: 7, name: 'Carlos Mendez' });
  });

  it('answers null (signed out) when the server no longer accepts the session, and drops the token', async () => {
    localStorage.setItem('authToken', TOKEN);
    server.use(fail('GET /api/auth/me', 401, 'Authentication required. Please log in.'));
    await expect(getCurrentEmployee()).resolves.toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('is fresh for 5 minutes and never retried', () => {
    const options = currentEmployeeQuery();
    expect([options.staleTime, options.retry]).toEqual([300_000, false]);
  });
});
