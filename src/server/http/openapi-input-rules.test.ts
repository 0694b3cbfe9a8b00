import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import type { OpenApiDocument } from './openapi-transforms.ts';

// A request valid by the document must not be refused by a rule written only in prose (ADR 054):
// every input the server checks for email, the date range or typeable text says so in its schema.
type Schema = Record<string, unknown>;
type Operation = {
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { name: string; in: string; schema: Schema }[];
};
/** One schema node of a request, with where it sits, e.g. 'POST /api/employees body.email'. */
type InputNode = { where: string; schema: Schema };

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => {
  await t.close();
});

function resolve(schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  return resolve(document.components.schemas[name] as Schema);
}

/** Every schema node under a request's input, branches and properties included. */
function nodesOf(where: string, schema: Schema): InputNode[] {
  const node = resolve(schema);
  const nodes: InputNode[] = [{ where, schema: node }];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const branch of (node[key] as Schema[] | undefined) ?? []) nodes.push(...nodesOf(where, branch));
  }
  for (const [name, property] of Object.entries((node.properties as Record<string, Schema>) ?? {})) {
    nodes.push(...nodesOf(`${where}.${name}`, property));
  }
  if (node.items) nodes.push(...nodesOf(`${where}[]`, node.items as Schema));
  return nodes;
}

function inputNodes(): InputNode[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).flatMap(([method, operation]) => {
      const name = `${method.toUpperCase()} ${path}`;
      const body = operation.requestBody?.content['application/json']?.schema;
      return [
        ...(body ? nodesOf(`${name} body`, body) : []),
        ...(operation.parameters ?? []).flatMap((parameter) =>
          nodesOf(`${name} ${parameter.in}.${parameter.name}`, parameter.schema),
        ),
      ];
    }),
  );
}

const matches = (schema: Schema, value: string) =>
  typeof schema.pattern === 'string' && new RegExp(schema.pattern, 'u').test(value);

describe('the input rules the server enforces are in the document', () => {
  it('gives the employee email fields format email', () => {
    const emails = inputNodes().filter(
      (node) =>
        /^(POST \/api\/employees|PATCH \/api\/employees\/\{id\}) body\.email$/.test(node.where) &&
        node.schema.type === 'string',
    );
    expect(emails.map((node) => node.where).sort()).toEqual([
      'PATCH /api/employees/{id} body.email',
      'POST /api/employees body.email',
    ]);
    for (const node of emails) {
      expect(node.schema.format, node.where).toBe('email');
      expect(matches(node.schema, 'jane.smith@example.com'), node.where).toBe(true);
      expect(matches(node.schema, 'not an email'), node.where).toBe(false);
    }
  });

  it('gives every date and date-time input the 1900-2100 range in its pattern', () => {
    const dates = inputNodes().filter(
      (node) => node.schema.format === 'date' || node.schema.format === 'date-time',
    );
    expect(dates.map((node) => node.where)).toContain('GET /api/activity query.from');
    for (const node of dates) {
      const inRange = node.schema.format === 'date' ? '2026-02-27' : '2026-02-27T09:30:00Z';
      const outOfRange = node.schema.format === 'date' ? '0020-02-29' : '0020-02-29T00:00:00Z';
      expect(matches(node.schema, inRange), `${node.where} ${inRange}`).toBe(true);
      expect(matches(node.schema, outOfRange), `${node.where} ${outOfRange}`).toBe(false);
      expect(matches(node.schema, '2101-06-01'.slice(0, inRange.length)), node.where).toBe(false);
    }
  });

  it('gives every free text input a pattern that refuses the control characters the server refuses', () => {
    const texts = inputNodes().filter(
      (node) =>
        node.schema.type === 'string' &&
        node.schema.enum === undefined &&
        node.schema.const === undefined &&
        node.schema.format === undefined &&
        node.schema.pattern === undefined,
    );
    // Left without a pattern: a fixed set of words the description names (any letter case, so a
    // pattern would spell every case), an opaque cursor, an IANA time zone. Each says so in words.
    const WORDS_OR_OPAQUE = new Set([
      'priority',
      'status',
      'preAuthStatus',
      'authorizationStatus',
      'rwpFormStatus',
      'employeeType',
      'type',
      'cursor',
      'tz',
    ]);
    for (const node of texts) {
      expect(WORDS_OR_OPAQUE.has(node.where.split('.').at(-1) ?? ''), `${node.where} has no pattern`).toBe(
        true,
      );
    }
    const withText = inputNodes().filter(
      (node) =>
        node.schema.type === 'string' && node.schema.format === undefined && node.schema.enum === undefined,
    );
    expect(withText.map((node) => node.where)).toContain('POST /api/support body.subject');
    for (const node of withText) {
      expect(matches(node.schema, 'x\u0000x'), `${node.where} takes U+0000`).toBe(false);
    }
  });
});
