import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
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
      'POST /api/auth/login',
    ]);
  });
});
