import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { employees } from '#server/db/schema.ts';
import { createResponseValidator } from '#server/http/openapi-response-validator.ts';
import type { OpenApiDocument } from '#server/http/openapi-transforms.ts';
import type { EmployeeType } from '#shared/domain/employee-type.ts';
import type { LoginResponse } from '#shared/schemas/auth.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = { app: FastifyInstance; database: Database; close: () => Promise<void> };

/** The real app on a fresh database of its own, driven with app.inject (real HTTP semantics). */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await createAppOn(database, overrides);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Another app on a test app's database, as a second server process behind a balancer would be;
 * close it before the test app that owns the database.
 */
export async function createAppOn(database: Database, overrides: Partial<Config> = {}) {
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '.test-data' }),
    demoSeed: false,
    // Tests read the workload right after changing it.
    workloadCacheMs: 0,
    // Tests sign in dozens of employees from one address through the real endpoint; the limit
    // itself is tested with its production value (auth.test.ts).
    loginRateLimit: 10_000,
    // A live-updates stream ends at once, so app.inject of GET /api/events is answered (the role
    // matrix, hostile input); events.test.ts keeps its streams open.
    eventStreamMaxMs: 100,
    ...overrides,
  };
  const app = await createApp({ db: database.db, config });
  await app.ready();
  checkAnswersAgainstDocument(app);
  return app;
}

export const TEST_PASSWORD = 'correct-horse-battery';
/**
 * The hash of TEST_PASSWORD that test employees are stored with: argon2id, as the app writes it,
 * but at the lowest cost the library takes (1 MiB, one pass) instead of the app's 19 MiB and two.
 * Every sign-in in an API test verifies it through the real endpoint; at the app's cost each
 * verification took 18.6 ms of CPU on the CI machine, and a run signs in over a thousand times
 * (ADR 070). Hashes the
 * app writes itself (new accounts, changed passwords) keep its own cost (employee-admin.test.ts).
 */
const TEST_PASSWORD_HASH_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
let testPasswordHash: Promise<string> | undefined;

let employeeCounter = 0;
export async function insertEmployee(
  database: Database,
  fields: { employeeType?: EmployeeType; isActive?: boolean; name?: string; email?: string } = {},
) {
  employeeCounter += 1;
  testPasswordHash ??= hash(TEST_PASSWORD, TEST_PASSWORD_HASH_COST);
  const [row] = await database.db
    .insert(employees)
    .values({
      name: fields.name ?? `Test Employee ${employeeCounter}`,
      email: fields.email ?? `employee${employeeCounter}.${Date.now()}@test.plumbing`,
      employeeType: fields.employeeType ?? 'office',
      isActive: fields.isActive ?? true,
      passwordHash: await testPasswordHash,
    })
    .returning();
  if (!row) throw new Error('insert returned no employee');
  return row;
}

export async function loginAs(
  app: FastifyInstance,
  email: string,
  options: { password?: string; stayLoggedIn?: boolean } = {},
): Promise<LoginResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: {
      email,
      password: options.password ?? TEST_PASSWORD,
      stayLoggedIn: options.stayLoggedIn ?? false,
    },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Validators by document text: every test app of a run has the same document. */
const validators = new Map<string, ReturnType<typeof createResponseValidator>>();

function decodedBody(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  if (encoding === 'deflate') return inflateSync(response.rawPayload).toString('utf8');
  return response.body;
}

/**
 * Every answer an API test receives is checked against the OpenAPI document (issue 22): a
 * status, header, content type or body the document does not describe fails the request that
 * got it, naming the drift.
 */
function checkAnswersAgainstDocument(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  let violationsOf: ReturnType<typeof createResponseValidator> | undefined;
  const checked = async (options: InjectOptions | string) => {
    const response = await inject(options);
    if (!violationsOf) {
      // Read on first use, so a test may hand this app another document before its first request.
      const text = JSON.stringify((app as unknown as { swagger: () => OpenApiDocument }).swagger());
      violationsOf = validators.get(text) ?? createResponseValidator(JSON.parse(text));
      validators.set(text, violationsOf);
    }
    const request = typeof options === 'string' ? { url: options } : options;
    const url = typeof request.url === 'string' ? request.url : String(request.path ?? '/');
    const violations = violationsOf({
      method: request.method ?? 'GET',
      url,
      statusCode: response.statusCode,
      headers: response.headers,
      body: decodedBody(response),
    });
    if (violations.length > 0) {
      throw new Error(`The answer drifts from the OpenAPI document:\n- ${violations.join('\n- ')}`);
    }
    return response;
  };
  app.inject = checked as typeof app.inject;
}
