import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { DOWNLOAD_CONTENT_TYPES } from '../storage/download-content-types.ts';
import { createResponseValidator } from './openapi-response-validator.ts';
import { type OpenApiDocument, operationKey } from './openapi-transforms.ts';

type Header = { required?: boolean };
type Response = {
  description?: string;
  headers?: Record<string, Header>;
  content?: Record<string, { schema: { $ref?: string } & Record<string, unknown> }>;
};
type Operation = {
  operationId?: string;
  summary?: string;
  responses: Record<string, Response>;
  requestBody?: { content: Record<string, { schema: object }> };
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
};

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  document = response.json();
});
afterAll(async () => {
  await t.close();
});

function operations() {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: operationKey(method, path),
      path,
      method,
      operation: operation as unknown as Operation,
    })),
  );
}

const operation = (method: string, path: string) => document.paths[path]?.[method] as unknown as Operation;

/** A schema of the document, compiled with the document around it so its $refs resolve. */
function compile(location: string) {
  const ajv = new Ajv2020({ strict: false, validateSchema: false });
  addFormats.default(ajv);
  ajv.addSchema(document, 'doc');
  return ajv.compile({ $ref: `doc#${location}` });
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, and Swagger UI at /api/docs still serves it', async () => {
    expect(document.openapi).toBe('3.1.0');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-initializer.js');
  });

  it("gives every operation, from its route's schema, a unique operationId and a summary", () => {
    const listed = operations();
    expect(listed.length).toBeGreaterThan(40);
    const unnamed = listed.filter(({ operation }) => !operation.operationId).map(({ key }) => key);
    expect(unnamed, 'routes whose schema has no operationId').toEqual([]);
    for (const { key, operation } of listed) {
      expect(operation.operationId, key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary, key).toMatch(/\w/);
    }
    const ids = listed.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents the errors each operation can give, all with the one error body', () => {
    const errorStatuses = (method: string, path: string) =>
      Object.keys(operation(method, path).responses).filter((status) => status.startsWith('4'));
    expect(errorStatuses('get', '/api/auth/portal-info')).toEqual([]);
    expect(errorStatuses('get', '/api/auth/me')).toEqual(['401']);
    expect(errorStatuses('post', '/api/auth/login')).toEqual(['400', '401', '403', '413', '415', '429']);
    expect(errorStatuses('patch', '/api/work-orders/{id}')).toEqual([
      '400',
      '401',
      '403',
      '404',
      '409',
      '412',
      '413',
      '415',
      '422',
    ]);
    expect(errorStatuses('get', '/api/activity')).toEqual(['400', '401', '403']);
    // 403 also for an account that must first change its temporary password.
    expect(errorStatuses('get', '/api/work-orders')).toEqual(['400', '401', '403']);
    for (const { key, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!status.startsWith('4')) continue;
        expect(response.content?.['application/json']?.schema, `${key} ${status}`).toEqual({
          $ref: '#/components/schemas/ErrorResponse',
        });
      }
    }
    const validate = compile('/components/schemas/ErrorResponse');
    expect(
      validate({ message: 'Name is required', errors: [{ field: 'name', message: 'Name is required' }] }),
    ).toBe(true);
    expect(validate({ error: 'Bad Request' })).toBe(false);
  });

  it('documents the headers: a request id on every answer, the total on lists, Retry-After on 429s', () => {
    const pagedLists = new Set([
      'listActivity',
      'listAttachments',
      'listComments',
      'listDeletedWorkOrders',
      'listEmployees',
      'listNotifications',
      'listPausedJobs',
      'listPriorityWorkOrders',
      'listRecentWorkOrders',
      'listWorkOrderActivity',
      'listWorkOrders',
      'listWorkOrdersNeedingFollowUp',
    ]);
    for (const { key, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(response.headers?.['X-Request-Id']?.required, `${key} ${status}`).toBe(true);
      }
      const total = operation.responses['200']?.headers?.['X-Total-Count'];
      expect(Boolean(total?.required), key).toBe(pagedLists.has(operation.operationId ?? ''));
    }
    expect(operation('get', '/api/work-orders').responses['200']?.headers?.['X-Total-Count']).toBeDefined();
    // The work-order lists name their next page when more rows follow (ADR 037): not on every page.
    const paged = ['/api/work-orders', '/api/work-orders/on-hold', '/api/work-orders-need-follow-up'];
    for (const { path, method, operation: listed } of operations()) {
      const success = listed.responses['200']?.headers ?? {};
      const expected = method === 'get' && paged.includes(path);
      for (const name of ['X-Next-Cursor', 'Link']) {
        expect(Boolean(success[name]), `${method} ${path} ${name}`).toBe(expected);
        if (expected) expect(success[name]?.required, `${path} ${name}`).toBeUndefined();
      }
      const cursor = listed.parameters?.find((parameter) => parameter.name === 'cursor');
      expect(Boolean(cursor), `${method} ${path} cursor`).toBe(expected);
      if (cursor) expect(cursor.schema).toMatchObject({ type: 'string', maxLength: 512 });
    }
    for (const [method, path] of [
      ['post', '/api/support'],
      ['post', '/api/auth/login'],
      ['post', '/api/auth/change-password'],
    ] as const) {
      expect(operation(method, path).responses['429']?.headers?.['Retry-After']?.required, path).toBe(true);
    }
  });

  it('documents Idempotency-Key on the five queued writes, and ETag and If-Match on a work order (ADR 045)', () => {
    const keyed = [
      ['patch', '/api/work-orders/{id}', '200'],
      ['post', '/api/work-orders/{id}/comments', '201'],
      ['post', '/api/attachments', '201'],
      ['post', '/api/visits/{id}/status', '200'],
      ['post', '/api/visits/{id}/hand-back', '201'],
    ] as const;
    for (const [method, path, success] of keyed) {
      const keyedOperation = operation(method, path);
      const key = keyedOperation.parameters?.find((parameter) => parameter.name === 'idempotency-key');
      expect(key, `${method} ${path}`).toMatchObject({ in: 'header', schema: { type: 'string' } });
      expect(keyedOperation.responses[success]?.headers?.['Idempotent-Replayed']?.required).toBeUndefined();
      expect(keyedOperation.responses['409']?.description, path).toMatch(
        /Idempotency-Key is still in progress/,
      );
      expect(keyedOperation.responses['409']?.headers?.['Retry-After']).toBeDefined();
      expect(keyedOperation.responses['422']?.description, path).toMatch(/Idempotency-Key was already used/);
    }
    // The hand-back is sent from the phone's outbox only, so its key is required (ADR 068).
    const handBackKey = operation('post', '/api/visits/{id}/hand-back').parameters?.find(
      (parameter) => parameter.name === 'idempotency-key',
    );
    expect(handBackKey).toMatchObject({ required: true });
    const keyedPaths = keyed.map(([method, path]) => `${method} ${path}`);
    for (const { method, path, operation: other } of operations()) {
      if (keyedPaths.includes(`${method} ${path}`)) continue;
      expect(other.parameters?.some((parameter) => parameter.name === 'idempotency-key') ?? false).toBe(
        false,
      );
    }
    const patch = operation('patch', '/api/work-orders/{id}');
    expect(patch.parameters?.find((parameter) => parameter.name === 'if-match')).toMatchObject({
      in: 'header',
    });
    expect(patch.responses['412']?.headers?.ETag?.required).toBe(true);
    expect(patch.responses['200']?.headers?.ETag?.required).toBe(true);
    expect(operation('get', '/api/work-orders/{id}').responses['200']?.headers?.ETag?.required).toBe(true);
    // The version a client sends back as If-Match, in every list a phone reads.
    for (const path of ['/api/work-orders', '/api/work-orders/on-hold', '/api/work-orders-need-follow-up']) {
      const items = operation('get', path).responses['200']?.content?.['application/json']?.schema as {
        items?: { properties?: Record<string, unknown> };
      };
      expect(items.items?.properties?.version, path).toMatchObject({ type: 'integer', minimum: 1 });
    }
  });

  it('documents downloads with the types files are sent as, and their Content-Disposition', () => {
    const download = operation('get', '/api/attachments/{id}/file').responses['200'];
    expect(Object.keys(download?.content ?? {})).toEqual([...DOWNLOAD_CONTENT_TYPES]);
    expect(download?.headers?.['Content-Disposition']?.required).toBe(true);
  });

  it('lets a date or an amount be cleared with null, as validators of OpenAPI 3.1 read it', () => {
    const body = '/paths/~1api~1work-orders~1{id}/patch/requestBody/content/application~1json/schema';
    const validate = compile(body);
    expect(validate({ dueDate: null, preAuthAmount: null, partETA1: null })).toBe(true);
    expect(validate({ dueDate: '2026-12-01' })).toBe(true);
    expect(validate({ dueDate: 12 })).toBe(false);
    expect(JSON.stringify(document)).not.toContain('"nullable"');
  });

  it('spells out the vocabularies: enums in answers, the accepted spellings on inputs', () => {
    const answer = operation('get', '/api/work-orders/{id}').responses['200']?.content?.['application/json'];
    const properties = answer?.schema?.properties as Record<string, unknown>;
    expect(properties.status).toMatchObject({ enum: ['open', 'in-progress', 'on-hold', 'completed'] });
    expect(properties.priority).toMatchObject({ enum: ['normal', 'urgent'] });
    expect(properties.type).toMatchObject({ enum: expect.arrayContaining(['need-pics', 'task']) });
    expect(JSON.stringify(properties.preAuthStatus)).toContain('"Submitted"');
    expect(JSON.stringify(properties.authorizationStatus)).toContain('"Partial"');
    expect(JSON.stringify(properties.rwpFormStatus)).toContain('"w/ Part"');

    const patch = operation('patch', '/api/work-orders/{id}').requestBody?.content['application/json']
      ?.schema as {
      properties: Record<string, { description?: string }>;
    };
    expect(patch.properties.status?.description).toMatch(/paused/);
    expect(patch.properties.priority?.description).toMatch(/critical/);
    expect(patch.properties.type?.description).toMatch(/task/);
    expect(JSON.stringify(patch.properties.authorizationStatus)).toMatch(/Partial Approval/);
    const create = operation('post', '/api/employees').requestBody?.content['application/json']?.schema as {
      properties: Record<string, { description?: string }>;
    };
    expect(create.properties.employeeType?.description).toMatch(/technician/);
  });
});

describe('checking answers against the document', () => {
  it('passes a real answer and names each way a drifting one differs', async () => {
    const { headers } = await signedIn(t, 'office');
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    const violationsOf = createResponseValidator(document);
    const observed = {
      method: 'GET',
      url: '/api/auth/me',
      statusCode: response.statusCode,
      headers: response.headers,
      body: response.body,
    };
    expect(violationsOf(observed)).toEqual([]);

    const { email: _, ...withoutEmail } = response.json();
    expect(violationsOf({ ...observed, body: JSON.stringify(withoutEmail) })).toEqual([
      expect.stringMatching(/GET \/api\/auth\/me answered 200 with a body that does not match.*email/),
    ]);
    expect(violationsOf({ ...observed, statusCode: 404, body: '{"message":"Not found"}' })).toEqual([
      expect.stringMatching(/answered 404, a status the document does not list/),
    ]);
    const { 'x-request-id': __, ...withoutId } = response.headers;
    expect(violationsOf({ ...observed, headers: withoutId })).toEqual([
      expect.stringMatching(/without its required x-request-id header/),
    ]);
    expect(violationsOf({ ...observed, headers: { ...response.headers, 'x-total-count': '3' } })).toEqual([
      expect.stringMatching(/x-total-count header the document does not list/),
    ]);
    expect(
      violationsOf({ ...observed, headers: { ...response.headers, 'content-type': 'text/html' } }),
    ).toEqual([expect.stringMatching(/as text\/html; the document lists application\/json/)]);
  });

  it('fails the request of any API test whose answer drifts', async () => {
    const app = await createTestApp();
    try {
      const real = (app.app as unknown as { swagger: () => OpenApiDocument }).swagger();
      const drifted = structuredClone(real);
      const me = drifted.paths['/api/auth/me']?.get as unknown as Operation;
      delete me.responses['401'];
      (app.app as unknown as { swagger: () => OpenApiDocument }).swagger = () => drifted;
      await expect(app.app.inject({ method: 'GET', url: '/api/auth/me' })).rejects.toThrow(
        /drifts from the OpenAPI document:\n- GET \/api\/auth\/me answered 401, a status the document does not list/,
      );
    } finally {
      await app.close();
    }
  });
});
