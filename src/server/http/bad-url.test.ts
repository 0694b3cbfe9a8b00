import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await signedIn(t, 'office')).headers;
});
afterAll(async () => {
  await t.close();
});

// The router refuses these before any hook runs; they must still get the API's own error answer.
it.each([
  ['a lone surrogate escaped in a path id', '/api/work-orders/%ED%A0%80', 'Malformed URL'],
  ['a path id of 101 characters', `/api/work-orders/${'1'.repeat(101)}`, 'A path parameter is too long'],
])('%s answers 400 with the error body, a request id and no caching', async (_, url, message) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message });
  expect(response.headers['x-request-id']).toEqual(expect.any(String));
  expect(response.headers['cache-control']).toBe('no-store');
});
