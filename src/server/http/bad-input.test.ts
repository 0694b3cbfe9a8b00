import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertEmployee, loginAs, type TestApp } from '#tooling/test-server/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': contentType } });

describe('bad input gets a clear 4xx, never a 500', () => {
  it('malformed JSON', async () => {
    const response = await login('{"email": "a@b.c", ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('wrong types, with the field named', async () => {
    const response = await login(JSON.stringify({ email: 42, password: ['x'], stayLoggedIn: 'yes' }));
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password', 'stayLoggedIn']));
  });

  it('a body over 1 MB', async () => {
    const response = await login(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1_100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too large/i);
  });

  it('an unsupported content type', async () => {
    const response = await login('email=a@b.c', 'text/csv');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBeTruthy();
  });

  it('unknown JSON fields are ignored (ADR 004)', async () => {
    const employee = await insertEmployee(t.database);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: employee.email, password: 'correct-horse-battery', role: 'admin', isAdmin: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().employee.employeeType).toBe('office');
  });

  it('an unknown /api route answers 404 JSON, with or without a session', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.headers['content-type']).toMatch(/application\/json/);
    expect(anonymous.json().message).toMatch(/not found/i);

    const employee = await insertEmployee(t.database);
    const { token } = await loginAs(t.app, employee.email);
    const signedIn = await t.app.inject({
      method: 'DELETE',
      url: '/api/no-such-thing/7',
      headers: { 'x-auth-token': token },
    });
    expect(signedIn.statusCode).toBe(404);
  });

  it('ids beyond the database integer range are a 400, not a database error', async () => {
    const employee = await insertEmployee(t.database);
    const { token } = await loginAs(t.app, employee.email);
    const headers = { 'x-auth-token': token };
    for (const url of [
      '/api/work-orders/2147483648',
      '/api/attachments/2147483648/file',
      '/api/work-orders?assignee=2147483648',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('U+0000 in a query parameter is a 400 naming it, not a database error (issue 22)', async () => {
    const employee = await insertEmployee(t.database);
    const { token } = await loginAs(t.app, employee.email);
    for (const [url, field] of [
      ['/api/work-orders?search=a%00b', 'search'],
      ['/api/work-orders?status=open%00', 'status'],
      ['/api/employees?search=%00', 'search'],
      ['/api/work-orders?search=a%01b', 'search'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors[0].field, url).toBe(field);
    }
  });

  it('an empty query value is the parameter not sent (ADR 020)', async () => {
    const employee = await insertEmployee(t.database);
    const { token } = await loginAs(t.app, employee.email);
    const headers = { 'x-auth-token': token };
    for (const url of [
      '/api/work-orders?offset=&limit=&search=&status=&assignee=&sort=&lightweight=',
      '/api/employees?limit=&type=&active=&search=%20',
      '/api/notifications?unread=&offset=',
      '/api/dashboard/employee-stats?period=',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    }
  });

  it('a malformed URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me%' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('the process keeps answering after all of the above', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});
