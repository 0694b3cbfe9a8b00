import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_CHANGE_REQUIRED_MESSAGE,
  TEMPORARY_PASSWORD_ROUTES,
} from '#shared/domain/role-permissions.ts';
import { signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { employees } from '../db/schema.ts';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  // A built client of two files, to compare the API's caching with the static files'.
  clientDir = mkdtempSync(path.join(tmpdir(), 'portal-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(path.join(clientDir, 'assets', 'app-3f9a1c.js'), 'console.log(1);');
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

type Operation = { security?: unknown[] };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** Every operation the OpenAPI document lists, so routes added later are covered without edits. */
function operations(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
}

describe('authorization of every route', () => {
  it('answers 401 { message } without a token on every route not declared public', async () => {
    const document = (t.app as unknown as { swagger: () => OpenApiDocument }).swagger();
    const protectedOps = operations(document).filter(({ operation }) => operation.security?.length !== 0);
    expect(protectedOps.length).toBeGreaterThan(0);
    for (const { path, method } of protectedOps) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(typeof response.json().message, `${method} ${path}`).toBe('string');
    }
  });

  it('lists the public routes explicitly, so a new public route is a visible decision', async () => {
    const document = (t.app as unknown as { swagger: () => OpenApiDocument }).swagger();
    const publicOps = operations(document)
      .filter(({ operation }) => operation.security?.length === 0)
      .map(({ method, path }) => `${method} ${path}`)
      .sort();
    expect(publicOps).toEqual([
      'GET /api/auth/demo-accounts',
      'GET /api/auth/portal-info',
      'GET /api/health',
      'GET /api/ready',
      'POST /api/auth/login',
    ]);
  });
});

const urlOf = (apiPath: string) => apiPath.replace(/\{[^}]+\}/g, '1');
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

describe('caching of API answers', () => {
  it('sends Cache-Control: no-store on every /api answer, refused, public, missing or failed', async () => {
    const document = (t.app as unknown as { swagger: () => OpenApiDocument }).swagger();
    const { headers } = await signedIn(t, 'management');
    const calls = [
      ...operations(document).map(({ path: apiPath, method }) => ({ method, url: urlOf(apiPath) })),
      { method: 'GET', url: '/api/no-such-thing' },
      { method: 'GET', url: '/api' },
      { method: 'GET', url: '/api/docs/json' },
    ];
    for (const { method, url } of calls) {
      for (const withSession of [false, true]) {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          payload: bodyFor(method),
          headers: withSession ? headers : {},
        });
        expect(response.headers['cache-control'], `${method} ${url} (${response.statusCode})`).toBe(
          'no-store',
        );
      }
    }
  });

  it('keeps the long cache on hashed static files and revalidation on the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-3f9a1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ method: 'GET', url: '/tasks' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('an account with a temporary password', () => {
  it('gets 403 with one message on every protected route but who am I, change password and sign out', async () => {
    const document = (t.app as unknown as { swagger: () => OpenApiDocument }).swagger();
    const { employee, headers } = await signedIn(t, 'management');
    await t.database.db
      .update(employees)
      .set({ mustChangePassword: true })
      .where(eq(employees.id, employee.id));
    const open = new Set<string>(TEMPORARY_PASSWORD_ROUTES);
    const protectedOps = operations(document).filter(({ operation }) => operation.security?.length !== 0);
    for (const { path: apiPath, method } of protectedOps) {
      const route = `${method} ${apiPath}`;
      if (open.has(route)) continue;
      const response = await t.app.inject({
        method: method as 'GET',
        url: urlOf(apiPath),
        payload: bodyFor(method),
        headers,
      });
      expect(response.statusCode, route).toBe(403);
      expect(response.json(), route).toEqual({ message: PASSWORD_CHANGE_REQUIRED_MESSAGE });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(200);
    const wrongCurrent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: {
        currentPassword: 'not-the-one',
        newPassword: 'long-enough-pass',
        confirmPassword: 'long-enough-pass',
      },
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
  });
});
