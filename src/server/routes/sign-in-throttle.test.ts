import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, TEST_PASSWORD, type TestApp } from '#tooling/test-server/test-app.ts';
import { loginAttempts, signInAttempts } from '../db/schema.ts';
import {
  ACCOUNT_HOLD_FAILURES,
  FREE_FAILURES_PER_ADDRESS,
  removeStaleSignInAttempts,
  waitAfterFailures,
} from '../services/sign-in-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  // The per-address request limit has its own test (auth.test.ts); here it must not interfere.
  t = await createTestApp({ loginRateLimit: 10_000 });
});
afterAll(async () => {
  await t.close();
});

const signIn = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

async function failTimes(email: string, remoteAddress: string, times: number) {
  for (let i = 0; i < times; i++) {
    const response = await signIn(email, `wrong-${i}`, remoteAddress);
    expect(response.statusCode, response.body).toBe(401);
  }
}

/** As if `ms` had passed since this address's last failure for the account. */
async function letTimePass(email: string, address: string, ms: number) {
  await t.database.db
    .update(signInAttempts)
    .set({ lastFailedAt: sql`${signInAttempts.lastFailedAt} - make_interval(secs => ${ms / 1000})` })
    .where(and(eq(signInAttempts.accountKey, email.toLowerCase()), eq(signInAttempts.address, address)));
}

/** `since`: when the failures the wait counts from began, if the test took a while to make them. */
function expectToWait(
  response: Awaited<ReturnType<typeof signIn>>,
  seconds: number,
  words: string,
  since = Date.now(),
) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  const elapsed = Math.ceil((Date.now() - since) / 1000);
  expect(retryAfter).toBeGreaterThan(seconds - 5 - elapsed);
  expect(retryAfter).toBeLessThanOrEqual(seconds);
  expect(response.json()).toEqual({
    message: `Too many sign-in attempts. Please wait ${words} and try again.`,
  });
}

describe('sign-in throttling per account and address (ADR 030)', () => {
  it('failures from one address do not keep the right password out from another', async () => {
    const employee = await insertEmployee(t.database);
    await failTimes(employee.email, '203.0.113.10', FREE_FAILURES_PER_ADDRESS);
    expectToWait(await signIn(employee.email, TEST_PASSWORD, '203.0.113.10'), 30, '30 seconds');

    const elsewhere = await signIn(employee.email, TEST_PASSWORD, '198.51.100.20');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.json().employee.id).toBe(employee.id);
  });

  it('makes one address wait longer after each failure beyond the free ones, up to an hour', async () => {
    const employee = await insertEmployee(t.database);
    const ip = '203.0.113.11';
    await failTimes(employee.email, ip, FREE_FAILURES_PER_ADDRESS);
    expectToWait(await signIn(employee.email, 'wrong', ip), 30, '30 seconds');

    await letTimePass(employee.email, ip, 30_000);
    await failTimes(employee.email, ip, 1);
    expectToWait(await signIn(employee.email, TEST_PASSWORD, ip), 60, '1 minute');

    await letTimePass(employee.email, ip, 60_000);
    await failTimes(employee.email, ip, 1);
    expectToWait(await signIn(employee.email, 'wrong', ip), 120, '2 minutes');

    expect([5, 6, 7, 8, 9, 10, 11, 12, 20].map((n) => waitAfterFailures(n) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
    expect(waitAfterFailures(FREE_FAILURES_PER_ADDRESS - 1)).toBe(0);
  });

  it('throttles an unknown email exactly like a known one', async () => {
    const ip = '203.0.113.12';
    await failTimes('nobody.here@test.plumbing', ip, FREE_FAILURES_PER_ADDRESS);
    expectToWait(await signIn('Nobody.Here@test.plumbing', 'wrong', ip), 30, '30 seconds');
  });

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    const employee = await insertEmployee(t.database);
    for (let i = 1; i <= FREE_FAILURES_PER_ADDRESS; i++) {
      expect((await signIn(employee.email, 'wrong', `2001:db8:7:1::${i}`)).statusCode).toBe(401);
    }
    expectToWait(await signIn(employee.email, TEST_PASSWORD, '2001:db8:7:1:ffff::9'), 30, '30 seconds');
    expect((await signIn(employee.email, TEST_PASSWORD, '2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it('a success forgets that address’s failures', async () => {
    const employee = await insertEmployee(t.database);
    const ip = '203.0.113.13';
    await failTimes(employee.email, ip, FREE_FAILURES_PER_ADDRESS - 1);
    expect((await signIn(employee.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    await failTimes(employee.email, ip, FREE_FAILURES_PER_ADDRESS);
    expectToWait(await signIn(employee.email, TEST_PASSWORD, ip), 30, '30 seconds');
  });

  it('simultaneous wrong passwords from one address take turns: one is checked per wait', async () => {
    const employee = await insertEmployee(t.database);
    const ip = '203.0.113.14';
    await failTimes(employee.email, ip, FREE_FAILURES_PER_ADDRESS);
    await letTimePass(employee.email, ip, 30_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn(employee.email, `burst-${i}`, ip)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([401, ...Array(9).fill(429)]);
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('simultaneous right passwords from an address with a clean record all get in', async () => {
    const employee = await insertEmployee(t.database);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => signIn(employee.email, TEST_PASSWORD, '203.0.113.16')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
  });

  it('holds the account against failures from many addresses, but not an address it signed in from', async () => {
    const employee = await insertEmployee(t.database);
    const homeAddress = '192.0.2.200';
    expect((await signIn(employee.email, TEST_PASSWORD, homeAddress)).statusCode).toBe(200);

    // One short of the hold, from addresses that each stay within their free failures.
    const addresses = Array.from({ length: ACCOUNT_HOLD_FAILURES }, (_, i) => `10.24.${i % 10}.${i}`);
    // The hour counts from the first failure; 50 sign-ins take a while on a busy machine.
    const firstFailure = Date.now();
    for (const address of addresses.slice(1)) await failTimes(employee.email, address, 1);
    // A right password from a new address still gets in, and does not count as a failure.
    expect((await signIn(employee.email, TEST_PASSWORD, '198.51.100.77')).statusCode).toBe(200);
    await failTimes(employee.email, addresses[0] ?? '', 1);

    expectToWait(
      await signIn(employee.email, TEST_PASSWORD, '198.51.100.78'),
      3600,
      '60 minutes',
      firstFailure,
    );
    const home = await signIn(employee.email, TEST_PASSWORD, homeAddress);
    expect(home.statusCode, home.body).toBe(200);
    // The address that signed in a moment ago is known to the account too.
    expect((await signIn(employee.email, TEST_PASSWORD, '198.51.100.77')).statusCode).toBe(200);
  });

  it('an administrator’s password reset lifts every wait on the account', async () => {
    const employee = await insertEmployee(t.database);
    const ip = '203.0.113.15';
    await failTimes(employee.email, ip, FREE_FAILURES_PER_ADDRESS);
    expect((await signIn(employee.email, TEST_PASSWORD, ip)).statusCode).toBe(429);

    const admin = await signedIn(t, 'admin');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/employees/${employee.id}/reset-password`,
      headers: admin.headers,
    });
    expect(reset.statusCode).toBe(200);
    const signedInAgain = await signIn(employee.email, reset.json().temporaryPassword, ip);
    expect(signedInAgain.statusCode, signedInAgain.body).toBe(200);
  });
});

describe('the hourly sweep of sign-in records', () => {
  it('removes what no longer counts and keeps what does', async () => {
    const now = Date.now();
    const ago = (ms: number) => new Date(now - ms);
    const HOUR = 3_600_000;
    const DAY = 24 * HOUR;
    const row = (
      accountKey: string,
      address: string,
      fields: Partial<typeof signInAttempts.$inferInsert>,
    ) => ({
      accountKey: `${accountKey}@sweep.test`,
      address,
      failures: 1,
      windowStartedAt: ago(0),
      ...fields,
    });
    await t.database.db
      .insert(signInAttempts)
      .values([
        row('old-failures', '10.9.0.1', { lastFailedAt: ago(DAY + 1000) }),
        row('recent-failures', '10.9.0.2', { lastFailedAt: ago(DAY - 60_000) }),
        row('known', '10.9.0.3', { failures: 0, lastSucceededAt: ago(29 * DAY) }),
        row('long-unseen', '10.9.0.4', { failures: 0, lastSucceededAt: ago(31 * DAY) }),
        row('window-over', '*', { windowStartedAt: ago(HOUR + 1000) }),
        row('window-open', '*', { windowStartedAt: ago(HOUR - 60_000) }),
      ]);
    await t.database.db.insert(loginAttempts).values([
      { accountKey: 'change-password:sweep-old', windowStartedAt: ago(DAY + 1000) },
      { accountKey: 'change-password:sweep-new', windowStartedAt: ago(60_000) },
    ]);

    expect(await removeStaleSignInAttempts(t.database.db, now)).toBeGreaterThanOrEqual(4);
    const left = await t.database.db
      .select({ accountKey: signInAttempts.accountKey })
      .from(signInAttempts)
      .where(like(signInAttempts.accountKey, '%@sweep.test'));
    expect(left.map((r) => r.accountKey).sort()).toEqual([
      'known@sweep.test',
      'recent-failures@sweep.test',
      'window-open@sweep.test',
    ]);
    const counts = await t.database.db
      .select({ accountKey: loginAttempts.accountKey })
      .from(loginAttempts)
      .where(like(loginAttempts.accountKey, 'change-password:sweep-%'));
    expect(counts.map((r) => r.accountKey)).toEqual(['change-password:sweep-new']);
  });
});
