import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  // Listening: the live-update feed opens, so answers are shared and the quick 304 is given.
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const expectSecurityHeaders = (headers: Headers) => {
  expect(headers.get('content-security-policy')).toContain("img-src 'self' data: blob:");
  expect(headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(headers.get('x-powered-by')).toBeNull();
};

describe('security headers (http/security-headers.ts)', () => {
  it('are on answers, errors and a held copy confirmed by a 304', async () => {
    const { headers } = await signedIn(t, 'office');
    const list = `${origin}/api/work-orders-need-follow-up?limit=1`;
    const answer = await fetch(list, { headers });
    expect(answer.status).toBe(200);
    expectSecurityHeaders(answer.headers);
    const held = await fetch(list, {
      headers: { ...headers, 'if-none-match': answer.headers.get('etag') ?? '' },
    });
    expect(held.status).toBe(304);
    expectSecurityHeaders(held.headers);
    const refused = await fetch(list);
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused.headers);
    expectSecurityHeaders((await fetch(`${origin}/api/health`)).headers);
  });
});
