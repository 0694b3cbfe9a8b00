import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_PREFIX } from '#shared/domain/auth-token.ts';
import { INVALID_CREDENTIALS_MESSAGE } from '#shared/schemas/auth.ts';
import {
  createTestApp,
  insertEmployee,
  loginAs,
  TEST_PASSWORD,
  type TestApp,
} from '#tooling/test-server/test-app.ts';
import { employees, sessions } from '../db/schema.ts';
import { hashSessionToken } from '../services/session-tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 20 });
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;

describe('POST /api/auth/login', () => {
  it.each(['text/plain', 'text/plain; charset=utf-8', 'application/xml'])(
    'answers 415 to a %s body, like every unsupported type',
    async (contentType) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': contentType },
        payload: 'email=a@b.c&password=x',
        remoteAddress: '198.51.100.9',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: 'Unsupported content type' });
    },
  );

  it('signs in with the right password and answers a prefixed token and the employee', async () => {
    const employee = await insertEmployee(t.database, { employeeType: 'management', name: 'Dana Reyes' });
    const started = Date.now();
    const result = await loginAs(t.app, employee.email.toUpperCase());

    expect(result.token.startsWith(TOKEN_PREFIX)).toBe(true);
    expect(result.token).toMatch(/^[A-Za-z0-9]{40,}$/);
    expect(result.employee).toMatchObject({
      id: employee.id,
      name: 'Dana Reyes',
      employeeType: 'management',
    });
    expect(result.employee).not.toHaveProperty('passwordHash');
    const lifetime = Date.parse(result.expiresAt) - started;
    expect(lifetime).toBeGreaterThan(11.9 * HOUR);
    expect(lifetime).toBeLessThan(12.1 * HOUR);
  });

  it('stores only the SHA-256 of the token', async () => {
    const employee = await insertEmployee(t.database);
    const { token } = await loginAs(t.app, employee.email);
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.employeeId, employee.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashSessionToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('gives a 30-day session with stayLoggedIn', async () => {
    const employee = await insertEmployee(t.database);
    const started = Date.now();
    const result = await loginAs(t.app, employee.email, { stayLoggedIn: true });
    const days = (Date.parse(result.expiresAt) - started) / (24 * HOUR);
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
  });

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const employee = await insertEmployee(t.database);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: employee.email, password: 'not-the-password' },
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@test.plumbing', password: TEST_PASSWORD },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('refuses an inactive employee even with the right password', async () => {
    const employee = await insertEmployee(t.database, { isActive: false });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: employee.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/inactive/i);
  });

  it('answers 400 with field errors for a missing password and a malformed email', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'password']);
    expect(body.message).toBeTruthy();
  });

  it('counts sign-in attempts per address, not requests refused for malformed input', async () => {
    const address = '192.0.2.78';
    const signIn = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: payload as object,
        remoteAddress: address,
      });
    for (let i = 0; i < 25; i++)
      expect((await signIn({ email: 'not-an-email', password: '' })).statusCode).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await signIn({ email: `typo${i}@test.plumbing`, password: 'whatever' })).statusCode);
    }
    // The wrong passwords count; the malformed requests before them did not.
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('limits sign-in attempts per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `someone${i}@test.plumbing`, password: 'whatever' },
        remoteAddress: '192.0.2.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone@test.plumbing', password: 'whatever' },
      remoteAddress: '192.0.2.77',
    });
    expect(again.statusCode).toBe(429);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The message states the same wait as the header.
    const wait = retryAfter === 60 ? '1 minute' : `${retryAfter} second${retryAfter === 1 ? '' : 's'}`;
    expect(again.json()).toEqual({
      message: `Too many sign-in attempts. Please wait ${wait} and try again.`,
    });
  });
});

describe('sessions', () => {
  it('GET /api/auth/me answers the signed-in employee', async () => {
    const employee = await insertEmployee(t.database, { employeeType: 'plumber' });
    const { token } = await loginAs(t.app, employee.email);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-auth-token': token } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: employee.id, email: employee.email, employeeType: 'plumber' });
  });

  it('logout revokes the session on the server', async () => {
    const employee = await insertEmployee(t.database);
    const { token } = await loginAs(t.app, employee.email);
    const headers = { 'x-auth-token': token };
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.statusCode).toBe(401);
  });

  it('logout accepts an empty body, with or without a JSON content type', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const employee = await insertEmployee(t.database);
      const { token } = await loginAs(t.app, employee.email);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...headers, 'x-auth-token': token },
        payload: '',
      });
      expect(out.statusCode, JSON.stringify(headers)).toBe(200);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { 'x-auth-token': token },
      });
      expect(me.statusCode).toBe(401);
    }
  });

  it('logout still refuses malformed JSON', async () => {
    const employee = await insertEmployee(t.database);
    const { token } = await loginAs(t.app, employee.email);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      payload: '{"oops',
    });
    expect(out.statusCode).toBe(400);
    expect(out.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('an expired session is refused', async () => {
    const employee = await insertEmployee(t.database);
    const { token } = await loginAs(t.app, employee.email);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-auth-token': token } });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBeTruthy();
  });

  it('a deactivated employee loses an open session', async () => {
    const employee = await insertEmployee(t.database);
    const { token } = await loginAs(t.app, employee.email);
    await t.database.db.update(employees).set({ isActive: false }).where(eq(employees.id, employee.id));
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-auth-token': token } });
    expect(me.statusCode).toBe(401);
  });

  it.each([
    ['missing', undefined],
    ['junk', 'undefined'],
    ['too short', 'abc'],
    ['not alphanumeric', `${TOKEN_PREFIX}${'a'.repeat(40)}!`],
    ['well formed but never issued', `${TOKEN_PREFIX}${'A'.repeat(43)}`],
  ])('a %s token gets 401 { message }', async (_label, token) => {
    const headers = token === undefined ? {} : { 'x-auth-token': token };
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.statusCode).toBe(401);
    expect(Object.keys(me.json())).toEqual(['message']);
  });
});

describe('GET /api/auth/demo-accounts', () => {
  it('answers [] when demo data is off', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
