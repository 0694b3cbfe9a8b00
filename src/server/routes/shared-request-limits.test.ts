import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '#tooling/test-server/fixtures.ts';
import { createAppOn, createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { queryRows } from '../db/client.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/service-unavailable.ts';

// Issue 26 (ADR 043): the per-address sign-in limit and the support limit are counted in the
// database, so two server processes on one database share them. Two apps on one test database
// stand for two processes behind a balancer; clients are named by a trusted proxy (ADR 041).
const PROXY = '192.0.2.1';
const LIMIT = 4;

let first: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  first = await createTestApp({ loginRateLimit: LIMIT, trustProxy: [PROXY] });
  second = await createAppOn(first.database, { loginRateLimit: LIMIT, trustProxy: [PROXY] });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

let attempt = 0;
/** A wrong sign-in from `client`, each for another email so only the per-address limit applies. */
function signIn(app: FastifyInstance, client: string) {
  attempt += 1;
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `nobody${attempt}@test.plumbing`, password: 'whatever' },
    headers: { 'x-forwarded-for': client },
    remoteAddress: PROXY,
  });
}

async function hitsOf(key: string) {
  const rows = await queryRows<{ hits: number }>(
    first.database.db,
    sql`select hits from rate_limit_hits where key = ${key}`,
  );
  return rows[0]?.hits;
}

describe('the sign-in limit per address, shared by every process', () => {
  it('counts an address across both processes and refuses it on either once spent', async () => {
    const client = '203.0.113.40';
    const answers = [];
    for (const app of [first.app, first.app, second, second]) answers.push(await signIn(app, client));
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401]);
    // Each process reports what is left of the one shared count.
    expect(answers.map((answer) => answer.headers['x-ratelimit-remaining'])).toEqual(['3', '2', '1', '0']);
    expect(answers.every((answer) => answer.headers['x-ratelimit-limit'] === String(LIMIT))).toBe(true);

    for (const app of [first.app, second]) {
      const refused = await signIn(app, client);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.headers['x-ratelimit-reset']).toBe(String(retryAfter));
      const wait = retryAfter === 60 ? '1 minute' : `${retryAfter} seconds`;
      expect(refused.json()).toEqual({
        message: `Too many sign-in attempts. Please wait ${wait} and try again.`,
      });
    }
    // Another client through the same proxy has a count of its own.
    expect((await signIn(second, '203.0.113.41')).statusCode).toBe(401);
  });

  it('starts a new window once the old one has ended', async () => {
    const client = '203.0.113.42';
    for (let i = 0; i < LIMIT; i++)
      expect((await signIn(i % 2 ? second : first.app, client)).statusCode).toBe(401);
    expect((await signIn(first.app, client)).statusCode).toBe(429);

    // As if the minute had passed: the window ends in the past.
    await first.database.db.execute(
      sql`update rate_limit_hits set window_ends = now() - interval '1 second'
        where key = ${`POST /api/auth/login ${client}`}`,
    );
    const fresh = await signIn(second, client);
    expect(fresh.statusCode).toBe(401);
    expect(fresh.headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
    expect(fresh.headers['x-ratelimit-reset']).toBe('60');
  });

  it('lets exactly the limit through of many simultaneous sign-ins from one address', async () => {
    const client = '203.0.113.43';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(i % 2 ? second : first.app, client)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LIMIT);
    expect(await hitsOf(`POST /api/auth/login ${client}`)).toBe(30);
  });

  it('answers 503, not 500 and not a skipped limit, when the count cannot be kept', async () => {
    // A fault of the moment raised by the database itself, with a code ADR 033 answers 503 for.
    await first.database.db.execute(sql`create function refuse_rate_limit_hit() returns trigger
      language plpgsql as $$ begin
        raise exception 'cannot connect now' using errcode = '57P03';
      end $$`);
    await first.database.db.execute(sql`create trigger refuse_rate_limit_hit
      before insert or update on rate_limit_hits
      for each row execute function refuse_rate_limit_hit()`);
    try {
      const answer = await signIn(second, '203.0.113.44');
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    } finally {
      await first.database.db.execute(sql`drop trigger refuse_rate_limit_hit on rate_limit_hits`);
      await first.database.db.execute(sql`drop function refuse_rate_limit_hit()`);
    }
    expect((await signIn(second, '203.0.113.44')).statusCode).toBe(401);
  });
});

describe('the support limit per employee, shared by every process', () => {
  it('allows 10 an hour from both processes together', async () => {
    const sender = await signedIn(first, 'office');
    const message = { subject: 'Printer', message: 'The van printer will not print job sheets.' };
    const send = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/support', headers: sender.headers, payload: message });
    for (let i = 0; i < 10; i++) expect((await send(i % 2 ? second : first.app)).statusCode).toBe(201);

    for (const app of [first.app, second]) {
      const refused = await send(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Too many support messages. Please try again later.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    }
    expect(await hitsOf(`POST /api/support support:${sender.employee.id}`)).toBe(12);
  });
});
