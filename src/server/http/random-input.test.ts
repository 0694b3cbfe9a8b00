import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { insertWorkOrder, signedIn } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let sessions: Record<'plumber' | 'management', Record<string, string>>;
let existingId: number;

type OpenApiDocument = { paths: Record<string, Record<string, unknown>> };
let operations: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestApp({ dataDir: '.test-data/random-input' });
  const plumber = await signedIn(t, 'plumber');
  const management = await signedIn(t, 'management');
  sessions = { plumber: plumber.headers, management: management.headers };
  existingId = (await insertWorkOrder(t.database, { status: 'on-hold' }, [plumber.employee.id])).id;
  const document = (t.app as unknown as { swagger: () => OpenApiDocument }).swagger();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(async () => {
  await t.close();
});

/** Everything a refused request must leave as it was. */
const FINGERPRINTED = [
  'employees',
  'work_orders',
  'work_order_assignees',
  'comments',
  'questions',
  'attachments',
  'notifications',
  'outbox',
  'activity_log',
];

async function fingerprint(): Promise<string> {
  const parts = await Promise.all(
    FINGERPRINTED.map(async (table) => {
      const rows = await queryRows<{ digest: string | null }>(
        t.database.db,
        sql.raw(
          `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`,
        ),
      );
      return `${table}:${rows[0]?.digest}`;
    }),
  );
  return parts.join(',');
}

const idArbitrary = fc.oneof(
  fc.constant('1'),
  fc.integer({ min: -5, max: 2 ** 40 }).map(String),
  fc.string({ maxLength: 12 }).map((value) => encodeURIComponent(value) || '0'),
  fc.constantFrom('0', '-1', '1e3', '9999999999999999999999', 'null', '%00', '..%2F..'),
);

const FIELD_NAMES = [
  'status',
  'priority',
  'type',
  'title',
  'description',
  'workOrderId',
  'jobNumber',
  'jobLastName',
  'dueDate',
  'lastAppointmentDate',
  'originalAppointmentDate',
  'assignedTo',
  'assignedEmployees',
  'employeeId',
  'content',
  'text',
  'commentType',
  'notifyAdmin',
  'isActive',
  'name',
  'email',
  'employeeType',
  'phone',
  'colorTheme',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'preAuthAmount',
  'opcAmount',
  'partETA1',
  'subject',
  'message',
  'limit',
  'offset',
];

const bodyArbitrary = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
);

const queryArbitrary = fc
  .dictionary(
    fc.constantFrom(
      'limit',
      'offset',
      'search',
      'status',
      'priority',
      'type',
      'assignee',
      'sort',
      'period',
      'lightweight',
      'unread',
    ),
    fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String)),
    { maxKeys: 4 },
  )
  .map((query) => new URLSearchParams(query).toString());

describe('random and malformed input at every route', () => {
  it.each(['plumber', 'management'] as const)(
    'as %s: never a 5xx, and a refused request changes nothing',
    async (role) => {
      expect(operations.length).toBeGreaterThan(10);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...operations),
          idArbitrary,
          bodyArbitrary,
          queryArbitrary,
          fc.boolean(),
          async (operation, id, body, query, useRealId) => {
            const path = operation.path.replace(/\{[^}]+\}/g, useRealId ? String(existingId) : id);
            const url = query ? `${path}?${query}` : path;
            const before = await fingerprint();
            const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
            const response = await t.app.inject({
              method: operation.method as 'GET',
              url,
              headers: { ...sessions[role], ...(hasBody ? { 'content-type': 'application/json' } : {}) },
              payload: hasBody ? JSON.stringify(body) : undefined,
            });
            expect(
              response.statusCode,
              `${operation.method} ${url} ${JSON.stringify(body)} -> ${response.body}`,
            ).toBeLessThan(500);
            if (response.statusCode >= 400) {
              expect(await fingerprint(), `${operation.method} ${url} changed data`).toBe(before);
            }
          },
        ),
        { numRuns: 300 },
      );
    },
    240_000,
  );
});
