import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, unreachable } from '#tooling/test-client/api-handlers.ts';
import { currentEmployee, PLUMBER, TOKEN } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { memoryCacheStorage } from '#tooling/test-client/service-worker-cache-storage.ts';
import { getCurrentEmployee } from './current-employee.ts';
import { saveAnswer } from './saved-answers.ts';

/* Issue 38: an unreachable portal is not a lost session; the app opens as the employee last known. */
beforeEach(() => {
  vi.stubGlobal('caches', memoryCacheStorage({ origin: window.location.origin }));
  localStorage.setItem('authToken', TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

describe('getCurrentEmployee without the portal', () => {
  it('answers the employee kept for this session on the device when the request gets no answer', async () => {
    await saveAnswer('/api/auth/me', TOKEN, currentEmployee(PLUMBER));
    server.use(unreachable('GET /api/auth/me'));
    await expect(getCurrentEmployee()).resolves.toMatchObject({ id: PLUMBER.id, name: PLUMBER.name });
  });

  it('does the same when a gateway says the server behind it is down (503)', async () => {
    await saveAnswer('/api/auth/me', TOKEN, currentEmployee(PLUMBER));
    server.use(fail('GET /api/auth/me', 503, 'Service unavailable'));
    await expect(getCurrentEmployee()).resolves.toMatchObject({ id: PLUMBER.id });
  });

  it("never answers another session's employee, and fails as before when none is kept", async () => {
    await saveAnswer(
      '/api/auth/me',
      'pp_someone_else_000000000000000000000000000000',
      currentEmployee(PLUMBER),
    );
    server.use(unreachable('GET /api/auth/me'));
    await expect(getCurrentEmployee()).rejects.toMatchObject({ kind: 'network' });
  });

  it('still signs out on a 401, whatever is kept', async () => {
    await saveAnswer('/api/auth/me', TOKEN, currentEmployee(PLUMBER));
    server.use(fail('GET /api/auth/me', 401, 'Authentication required. Please log in.'));
    await expect(getCurrentEmployee()).resolves.toBeNull();
  });
});
