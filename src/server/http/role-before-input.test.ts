import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_TYPES, type EmployeeType } from '#shared/domain/employee-type.ts';
import { FORBIDDEN_MESSAGE } from '#shared/domain/role-permissions.ts';
import { signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { OWN_PROFILE_ONLY_MESSAGE } from '../services/update-employee.ts';
import type { OpenApiDocument } from './openapi-transforms.ts';

// A caller whose role a route leaves out gets the 403 before anything about the input is said
// (ADR 053): the guarded operations are read from the generated document, so a new guarded route
// is covered without being listed here.
type Parameter = { in: string; name: string };
type GuardedOperation = {
  method: string;
  path: string;
  roles: readonly string[];
  parameters: Parameter[];
  hasBody: boolean;
};

let t: TestApp;
let guarded: GuardedOperation[];

beforeAll(async () => {
  t = await createTestApp();
  const document = (t.app as unknown as { swagger: () => OpenApiDocument }).swagger();
  guarded = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const roles = operation['x-required-roles'];
      if (!roles) return [];
      const { parameters = [], requestBody } = operation as {
        parameters?: Parameter[];
        requestBody?: unknown;
      };
      return [{ method: method.toUpperCase(), path, roles, parameters, hasBody: Boolean(requestBody) }];
    }),
  );
});
afterAll(async () => {
  await t.close();
});

/** Every part of the input wrong: an id that is no number, a NUL in every query value, broken JSON. */
function invalidRequest(operation: GuardedOperation, headers: Record<string, string>): InjectOptions {
  const query = operation.parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => `${parameter.name}=%00`)
    .join('&');
  const path = operation.path.replace(/\{\w+\}/g, 'not-an-id');
  return {
    method: operation.method as InjectOptions['method'],
    url: query ? `${path}?${query}` : path,
    headers: operation.hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(operation.hasBody ? { payload: '{"broken":' } : {}),
  };
}

describe('the role is checked before the input', () => {
  it('reads the guarded operations from the document', () => {
    expect(guarded.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/activity',
        'POST /api/employees',
        'PATCH /api/employees/{id}/status',
      ]),
    );
  });

  it('answers 403 to every role a guarded operation leaves out, whatever the input', async () => {
    const callers = new Map<EmployeeType, Record<string, string>>();
    for (const type of EMPLOYEE_TYPES) callers.set(type, (await signedIn(t, type)).headers);
    for (const operation of guarded) {
      const name = `${operation.method} ${operation.path}`;
      for (const type of EMPLOYEE_TYPES) {
        const response = await t.app.inject(invalidRequest(operation, callers.get(type) ?? {}));
        if (operation.roles.includes(type)) {
          // The same request from a role that may: the input really is refused (a read that takes
          // no input at all simply answers).
          const takesInput = operation.parameters.length > 0 || operation.hasBody;
          expect(response.statusCode, `${name} as ${type}`).toBe(takesInput ? 400 : 200);
        } else {
          expect(response.statusCode, `${name} as ${type}`).toBe(403);
          expect(response.json(), `${name} as ${type}`).toEqual({ message: FORBIDDEN_MESSAGE });
        }
      }
    }
  });

  it("answers 403 to someone editing another employee's profile without the role, whatever the body", async () => {
    const plumber = await signedIn(t, 'plumber');
    const colleague = await signedIn(t, 'office');
    const broken = { 'content-type': 'application/json' };
    const edit = (id: string, headers: Record<string, string>, payload: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/employees/${id}`,
        headers: { ...headers, ...broken },
        payload,
      });
    for (const id of [String(colleague.employee.id), 'not-an-id']) {
      for (const payload of ['{"broken":', '{"phone":"x\u0000"}']) {
        const response = await edit(id, plumber.headers, payload);
        expect(response.statusCode, `${id} ${payload}`).toBe(403);
        expect(response.json()).toEqual({ message: OWN_PROFILE_ONLY_MESSAGE });
      }
    }
    // One's own profile, and an administrator on anyone's, hear about the input.
    expect((await edit(String(plumber.employee.id), plumber.headers, '{"phone":"x\u0000"}')).statusCode).toBe(
      400,
    );
    const admin = await signedIn(t, 'admin');
    expect((await edit(String(colleague.employee.id), admin.headers, '{"broken":')).statusCode).toBe(400);
  });

  it('still answers 401 first without a session', async () => {
    for (const operation of guarded) {
      const response = await t.app.inject(invalidRequest(operation, {}));
      expect(response.statusCode, `${operation.method} ${operation.path}`).toBe(401);
    }
  });

  it("answers the issue's example: a technician's limit=0 and limit=1 on the activity log are both 403", async () => {
    const { headers } = await signedIn(t, 'plumber');
    for (const url of ['/api/activity?limit=0', '/api/activity?limit=1']) {
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
    }
  });
});
