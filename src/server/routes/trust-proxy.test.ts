import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';

// TRUST_PROXY (issue 26): behind a proxy every request comes from the proxy's address, so the
// per-address sign-in limit must count the client the proxy names in X-Forwarded-For, and only
// when the proxy is trusted: anyone else could choose the address they are counted under.
const PROXY = '192.0.2.1';

let trusted: TestApp;
let oneHop: TestApp;
let untrusting: TestApp;
beforeAll(async () => {
  [trusted, oneHop, untrusting] = await Promise.all([
    createTestApp({ loginRateLimit: 20, trustProxy: [PROXY] }),
    createTestApp({ loginRateLimit: 20, trustProxy: 1 }),
    createTestApp({ loginRateLimit: 20 }),
  ]);
});
afterAll(async () => {
  await Promise.all([trusted.close(), oneHop.close(), untrusting.close()]);
});

/** `count` failed sign-ins from `remoteAddress`, claiming `forwardedFor`; their statuses. */
async function signIns(
  t: TestApp,
  count: number,
  remoteAddress: string,
  forwardedFor: string | ((attempt: number) => string),
) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `nobody${i}@test.plumbing`, password: 'whatever' },
      headers: { 'x-forwarded-for': typeof forwardedFor === 'string' ? forwardedFor : forwardedFor(i) },
      remoteAddress,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('sign-in limit per address behind a proxy', () => {
  it('counts each client a trusted proxy names on its own', async () => {
    const first = await signIns(trusted, 21, PROXY, '203.0.113.10');
    expect(first.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(first[20]).toBe(429);
    // Another client through the same proxy is not held by the first one's attempts.
    expect(await signIns(trusted, 1, PROXY, '203.0.113.11')).toEqual([401]);
  });

  it('ignores X-Forwarded-For from anyone but the trusted proxy', async () => {
    const direct = await signIns(trusted, 21, '198.51.100.9', '203.0.113.12');
    expect(direct[20]).toBe(429);
    // The claimed client was never counted.
    expect(await signIns(trusted, 1, PROXY, '203.0.113.12')).toEqual([401]);
  });

  it('with a number of proxies, takes the address the nearest one saw, not what the client wrote before it', async () => {
    // The client writes a new address of its own choosing each time; the proxy appends the real one.
    const spoofing = await signIns(oneHop, 21, PROXY, (attempt) => `198.51.100.${attempt}, 203.0.113.30`);
    expect(spoofing[20]).toBe(429);
    expect(await signIns(oneHop, 1, PROXY, '198.51.100.99, 203.0.113.31')).toEqual([401]);
  });

  it('ignores it altogether without TRUST_PROXY: every client behind one proxy shares its limit', async () => {
    const first = await signIns(untrusting, 20, PROXY, '203.0.113.20');
    expect(first.every((status) => status === 401)).toBe(true);
    expect(await signIns(untrusting, 1, PROXY, '203.0.113.21')).toEqual([429]);
  });
});
