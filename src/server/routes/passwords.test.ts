import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherSession, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, loginAs, TEST_PASSWORD, type TestApp } from '#tooling/test-server/test-app.ts';
import { activityLog, employees } from '../db/schema.ts';
import { MAX_WRONG_CURRENT_PASSWORDS } from '../services/password-changes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const me = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
const change = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers, payload });
const NEW_PASSWORD = 'a-brand-new-passphrase';

describe('POST /api/auth/change-password', () => {
  it('changes the password, keeps this session and signs out every other one', async () => {
    const { employee, headers } = await signedIn(t, 'plumber');
    const other = await anotherSession(t, employee);
    await t.database.db
      .update(employees)
      .set({ mustChangePassword: true })
      .where(eq(employees.id, employee.id));

    const response = await change(headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed' });

    const current = await me(headers);
    expect(current.statusCode).toBe(200);
    expect(current.json().mustChangePassword).toBe(false);
    expect((await me(other.headers)).statusCode).toBe(401);

    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: employee.email, password: TEST_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    expect((await loginAs(t.app, employee.email, { password: NEW_PASSWORD })).employee.id).toBe(employee.id);

    const log = await t.database.db.select().from(activityLog).where(eq(activityLog.entityId, employee.id));
    expect(log).toMatchObject([{ entityType: 'employee', action: 'password_changed', actorId: employee.id }]);
    expect(JSON.stringify(log)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(log)).not.toContain(TEST_PASSWORD);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { employee, headers } = await signedIn(t, 'office');
    const other = await anotherSession(t, employee);
    const response = await change(headers, {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Current password is incorrect',
      errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
    });
    expect((await me(other.headers)).statusCode).toBe(200);
  });

  it.each([
    [
      { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'currentPassword',
      'Current password is required',
    ],
    [
      { currentPassword: '', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'currentPassword',
      'Current password is required',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: 'short', confirmPassword: 'short' },
      'newPassword',
      'New password must be at least 10 characters',
    ],
    [
      { currentPassword: TEST_PASSWORD, confirmPassword: NEW_PASSWORD },
      'newPassword',
      'New password must be at least 10 characters',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` },
      'confirmPassword',
      'Passwords do not match',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      'confirmPassword',
      'Confirm your new password',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      'newPassword',
      'New password must be different from the current password',
    ],
  ])('%j is a 400: %s', async (payload, field, message) => {
    const { headers } = await signedIn(t, 'plumber');
    const response = await change(headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ field, message }] });
  });

  it(`locks after ${MAX_WRONG_CURRENT_PASSWORDS} wrong current passwords, even for the right one`, async () => {
    const { headers } = await signedIn(t, 'plumber');
    for (let i = 0; i < MAX_WRONG_CURRENT_PASSWORDS; i++) {
      const wrong = await change(headers, {
        currentPassword: `wrong-guess-${i}`,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
    }
    const locked = await change(headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: 'Too many wrong passwords. Please wait 15 minutes and try again.',
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('needs a session although it lives under /api/auth', async () => {
    const response = await change(
      {},
      {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    );
    expect(response.statusCode).toBe(401);
  });

  it.each(['office', 'admin', 'management'] as const)('a %s may change their own password', async (type) => {
    const { headers } = await signedIn(t, type);
    const response = await change(headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
  });
});
