import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { may } from '#shared/domain/role-permissions.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, type TestApp } from '#tooling/test-server/test-app.ts';
import {
  BODY_VALUES,
  HEADER_VALUES,
  type HostileJson,
  type HostileKind,
  PATH_VALUES,
  QUERY_VALUES,
  WHOLE_BODIES,
  WRONG_CONTENT_TYPES,
} from './hostile-input-corpus.ts';
import {
  insertNotification,
  multipartBody,
  passwordChanged,
  type RunContext,
  resetValidRequests,
  uploadAttachment,
  VALID_REQUESTS,
  type ValidRequest,
} from './hostile-input-requests.ts';

/**
 * The API's own generative test (issue 22, ADR 020): every operation of the OpenAPI document, a
 * valid request for it, and that request with one thing changed to a hostile value: a path id, a
 * query parameter, a request header it documents, a body property, the whole body or its content type. Enumerated, not random,
 * so every run sends the same requests. Asserts: never a 5xx; a refused request changes no stored
 * data; and the input boundary's rules (text, dates, ids, empty query values) hold everywhere.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  enum?: unknown[];
};
type Parameter = { name: string; in: string; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

let t: TestApp;
let dataDir: string;
let document: OpenApiDocument;
const contexts = {} as Record<RunContext['role'], RunContext>;
let counter = 0;

beforeAll(async () => {
  resetValidRequests();
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-hostile-'));
  t = await createTestApp({ dataDir });
  document = (t.app as unknown as { swagger: () => OpenApiDocument }).swagger();
  const colleague = await insertEmployee(t.database, { employeeType: 'office' });
  const plumber = await signedIn(t, 'plumber');
  const admin = await signedIn(t, 'admin');
  const order = await insertWorkOrder(t.database, { status: 'on-hold' }, [plumber.employee.id]);
  const question = await t.app.inject({
    method: 'POST',
    url: `/api/work-orders/${order.id}/questions`,
    headers: admin.headers,
    payload: { question: 'Which floor?' },
  });
  const attachmentId = await uploadAttachment(t.app, admin.headers, order.id);
  for (const [role, who] of [
    ['admin', admin],
    ['plumber', plumber],
  ] as const) {
    contexts[role] = {
      role,
      headers: who.headers,
      employeeId: who.employee.id,
      colleagueId: colleague.id,
      plumberId: plumber.employee.id,
      orderId: order.id,
      jobNumber: order.workOrderId,
      questionId: question.json().id,
      attachmentId,
      notificationId: await insertNotification(t.database, who.employee.id),
      fresh: () => {
        counter += 1;
        return counter;
      },
    };
  }
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Everything a refused request must leave as it was, read in one round trip. Each table's row count
 * and newest row version (xmin): any insert, update or delete that commits changes one of them, and
 * reading them is far cheaper than hashing every row after each of thousands of requests.
 */
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
  'idempotency_keys',
  'visits',
  'visit_technicians',
  'company_settings',
  'technician_schedules',
  'technician_time_off',
  'visit_hand_backs',
  'visit_hand_back_parts',
  'visit_hand_back_photos',
  'hand_back_rules',
];
const FINGERPRINT_SQL = `select ${FINGERPRINTED.map(
  (table) => `(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from ${table}) as ${table}`,
).join(', ')}`;

async function fingerprint(): Promise<string> {
  const [row] = await queryRows<Record<string, string>>(t.database.db, sql.raw(FINGERPRINT_SQL));
  return JSON.stringify(row);
}

function resolve(schema: Schema | undefined): Schema {
  if (!schema?.$ref) return schema ?? {};
  const name = schema.$ref.split('/').pop() ?? '';
  return resolve(document.components?.schemas?.[name]);
}

/** Every branch of a schema, $refs followed: a property is a date if any branch is one. */
function branches(schema: Schema | undefined): Schema[] {
  const resolved = resolve(schema);
  const nested = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])];
  return [resolved, ...nested.flatMap(branches)];
}
const isDateField = (schema: Schema | undefined) =>
  branches(schema).some((s) => s.format === 'date' || s.format === 'date-time');
const isIntegerField = (schema: Schema | undefined) =>
  branches(schema).some((s) => s.type === 'integer' || (Array.isArray(s.type) && s.type.includes('integer')));
const isFileField = (schema: Schema | undefined) =>
  branches(schema).some((s) => s.format === 'binary' || resolve(s.items).format === 'binary');
const isTextField = (schema: Schema | undefined) =>
  branches(schema).some((s) => s.type === 'string' && !s.format && !s.enum);

function propertiesOf(schema: Schema | undefined): Record<string, Schema> {
  return Object.assign({}, ...branches(schema).map((s) => s.properties ?? {}));
}

/** Keywords that do not change how a value is read: texts of any length are one kind of schema. */
const SIGNATURE_NOISE = new Set(['maxLength', 'minLength', 'description', 'default', 'examples', 'maximum']);

type FieldType = 'text' | 'date' | 'integer' | 'other';
function fieldType(schema: Schema | undefined): FieldType {
  if (isDateField(schema)) return 'date';
  if (isIntegerField(schema)) return 'integer';
  if (isTextField(schema)) return 'text';
  return 'other';
}

/**
 * How much a run sends: `all` every value that fits, the first time a schema is met, and the core
 * values after that; `role` only U+0000 in each property and parameter and a hex path id, to see
 * that the role checks meet validated input (they come after validation, for every role).
 */
type Mode = 'all' | 'role';

/** The values one property or parameter gets in this run. */
function valuesFor<T extends { name: string; fits: string; core?: true }>(
  values: T[],
  schema: Schema | undefined,
  seen: Set<string>,
  mode: Mode,
): T[] {
  if (mode === 'role') return values.filter((value) => value.name === 'NUL');
  const type = fieldType(schema);
  const signature = JSON.stringify(resolve(schema), (key, v) => (SIGNATURE_NOISE.has(key) ? undefined : v));
  const first = !seen.has(signature);
  seen.add(signature);
  return values.filter((value) => (value.fits === 'any' || value.fits === type) && (first || value.core));
}

type Change =
  | { kind: 'none' }
  | { kind: 'path'; name: string; value: string; label: string }
  | { kind: 'query'; name: string; encoded: string; label: string; valueKind: HostileKind | 'empty' }
  | { kind: 'header'; name: string; value: string; label: string; refused: boolean }
  | { kind: 'body'; name: string; value: HostileJson; schema: Schema | undefined }
  | { kind: 'whole body'; json: string; label: string }
  | { kind: 'content type'; type: (typeof WRONG_CONTENT_TYPES)[number] };

/** What is sent to every operation whose JSON schema was met before, or in a core-only run. */
const CORE_WHOLE_BODIES = new Set(['array', 'null', 'malformed', '__proto__ key']);
const CORE_CONTENT_TYPES = new Set<string>(['text/plain', 'application/x-www-form-urlencoded', 'none']);

type Seen = { schemas: Set<string>; paths: Set<string>; bodies: boolean };

function changesOf(
  operation: Operation,
  shape: { json: boolean; multipart: boolean },
  seen: Seen,
  mode: Mode,
): Change[] {
  const changes: Change[] = [{ kind: 'none' }];
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path') {
      const first = !seen.paths.has(parameter.name);
      seen.paths.add(parameter.name);
      const wanted = (v: (typeof PATH_VALUES)[number]) =>
        mode === 'role' ? v.name === 'hex' : first || v.core;
      for (const value of PATH_VALUES.filter(wanted)) {
        changes.push({ kind: 'path', name: parameter.name, value: value.template, label: value.name });
      }
    } else if (parameter.in === 'query') {
      for (const value of valuesFor(QUERY_VALUES, parameter.schema, seen.schemas, mode)) {
        changes.push({
          kind: 'query',
          name: parameter.name,
          encoded: value.encoded,
          label: value.name,
          valueKind: value.encoded.replaceAll('%20', '') === '' ? 'empty' : value.kind,
        });
      }
    } else if (parameter.in === 'header' && mode === 'all') {
      // Few operations take a header of their own (ADR 045, ADR 044): every value to each.
      for (const value of HEADER_VALUES) {
        changes.push({
          kind: 'header',
          name: parameter.name,
          value: value.value,
          label: value.name,
          refused: value.refused,
        });
      }
    }
  }
  const content = operation.requestBody?.content ?? {};
  const bodySchema = content['application/json']?.schema ?? content['multipart/form-data']?.schema;
  for (const [name, schema] of Object.entries(propertiesOf(bodySchema))) {
    // A file part is bytes, not text: the upload tests send those (attachments, hand-backs).
    if (shape.multipart && isFileField(schema)) continue;
    for (const value of valuesFor(BODY_VALUES, schema, seen.schemas, mode)) {
      // A form field is text: only string values can be sent in one.
      if (shape.multipart && typeof JSON.parse(value.json) !== 'string') continue;
      changes.push({ kind: 'body', name, value, schema });
    }
  }
  if (mode === 'role') return changes;
  const allBodies = !seen.bodies;
  if (shape.json) {
    seen.bodies = true;
    for (const whole of WHOLE_BODIES.filter((w) => allBodies || CORE_WHOLE_BODIES.has(w.name))) {
      changes.push({ kind: 'whole body', json: whole.json, label: whole.name });
    }
  }
  if (shape.json || shape.multipart) {
    for (const type of WRONG_CONTENT_TYPES.filter((c) => allBodies || CORE_CONTENT_TYPES.has(c))) {
      changes.push({ kind: 'content type', type });
    }
  }
  return changes;
}

const MARK = 'hostile-value-goes-here';
/** The body with one property replaced by raw JSON text. */
const withProperty = (body: Record<string, unknown>, name: string, json: string) =>
  JSON.stringify({ ...body, [name]: MARK }).replace(JSON.stringify(MARK), json);

function urlOf(template: string, request: ValidRequest, change: Change): string {
  let url = template.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const valid = request.path[name] ?? '1';
    if (change.kind !== 'path' || change.name !== name) return encodeURIComponent(valid);
    return change.value.replaceAll('{id}', valid).replaceAll('{hex}', Number(valid).toString(16));
  });
  const query = Object.entries(request.query).map(([key, value]) => [key, encodeURIComponent(value)]);
  if (change.kind === 'query') {
    const at = query.findIndex(([key]) => key === change.name);
    if (at >= 0) query[at] = [change.name, change.encoded];
    else query.push([change.name, change.encoded]);
  }
  if (query.length > 0) url += `?${query.map(([key, value]) => `${key}=${value}`).join('&')}`;
  return url;
}

type Sent = { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer };

async function requestOf(
  method: string,
  template: string,
  request: ValidRequest,
  change: Change,
): Promise<Sent> {
  const sent: Sent = { method, url: urlOf(template, request, change), headers: { ...request.headers } };
  if (change.kind === 'header') sent.headers[change.name] = change.value;
  if (!request.body) return sent;
  if (request.multipart) {
    const fields = Object.fromEntries(
      Object.entries(request.body).map(([key, value]) => [key, String(value)]),
    );
    if (change.kind === 'body') fields[change.name] = JSON.parse(change.value.json);
    if (change.kind === 'content type') {
      // The form's fields as JSON (or as the type named), where a multipart form is expected.
      sent.payload = JSON.stringify(request.body);
      if (change.type !== 'none') sent.headers['content-type'] = change.type;
      return sent;
    }
    const { payload, contentType } = await multipartBody(fields);
    sent.payload = payload;
    sent.headers['content-type'] = contentType;
    return sent;
  }
  sent.headers['content-type'] = 'application/json';
  sent.payload = JSON.stringify(request.body);
  if (change.kind === 'body') sent.payload = withProperty(request.body, change.name, change.value.json);
  if (change.kind === 'whole body') sent.payload = change.json;
  if (change.kind === 'content type') {
    if (change.type === 'none') delete sent.headers['content-type'];
    else sent.headers['content-type'] = change.type;
    if (change.type === 'application/x-www-form-urlencoded') {
      sent.payload = new URLSearchParams(
        Object.entries(request.body).map(([key, value]): [string, string] => [key, String(value)]),
      ).toString();
    }
  }
  return sent;
}

/**
 * What the boundary promises for this change beyond 'no 5xx': a 400 naming the field (every path
 * change; untypeable text anywhere; an out-of-range date in a date field; a number not written in
 * plain digits in a number field), or nothing more.
 */
function promisedField(operation: Operation, change: Change): string | undefined {
  if (change.kind === 'path') return change.name;
  if (change.kind === 'header') return change.refused ? change.name : undefined;
  if (change.kind !== 'query' && change.kind !== 'body') return undefined;
  const kind = change.kind === 'body' ? change.value.kind : change.valueKind;
  const schema =
    change.kind === 'body'
      ? change.schema
      : operation.parameters?.find((p) => p.in === 'query' && p.name === change.name)?.schema;
  if (kind === 'untypeable') return change.name;
  if (kind === 'date' && isDateField(schema)) return change.name;
  if (kind === 'id' && isIntegerField(schema)) return change.name;
  return undefined;
}

/** The hostile value alone, to group 5xx answers by cause. */
const hostileValueOf = (change: Change): string => {
  switch (change.kind) {
    case 'none':
      return 'none';
    case 'path':
    case 'query':
    case 'header':
      return `${change.kind} ${change.label}`;
    case 'body':
      return `body ${change.value.name}`;
    case 'whole body':
      return `whole body ${change.label}`;
    case 'content type':
      return `content type ${change.type}`;
  }
};

const describeChange = (change: Change): string => {
  switch (change.kind) {
    case 'none':
      return 'the valid request';
    case 'path':
      return `path ${change.name} = ${change.label}`;
    case 'query':
      return `query ${change.name} = ${change.label}`;
    case 'header':
      return `header ${change.name} = ${change.label}`;
    case 'body':
      return `body ${change.name} = ${change.value.name}`;
    case 'whole body':
      return `whole body = ${change.label}`;
    case 'content type':
      return `content type = ${change.type}`;
  }
};

/**
 * Every operation of the document: reads first, while the lists are short, then writes, sign-in
 * and password changes (whose valid requests cost a password hash) last, deletions at the end.
 */
function operationsInOrder() {
  const rank = (method: string, template: string) =>
    (method === 'GET' ? 0 : method === 'DELETE' ? 3 : 1) + (template.startsWith('/api/auth/') ? 1 : 0);
  return Object.entries(document.paths)
    .flatMap(([template, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        template,
        method: method.toUpperCase(),
        operation,
      })),
    )
    .sort((a, b) => rank(a.method, a.template) - rank(b.method, b.template));
}

/** Query parameters for which an empty value is refused rather than taken as not sent (ADR 020). */
const EMPTY_REFUSED = new Set(['tz']);

type Answer = { status?: number; body: string; drift?: string };

/**
 * The app's answer. The test app checks every answer against the OpenAPI document and throws on a
 * drift; the drift is collected (the test fails on any) and the status it names is checked like any
 * other, so one drift does not hide the other rules' results.
 */
async function answerTo(sent: Sent): Promise<Answer> {
  try {
    const response = await t.app.inject({
      method: sent.method as 'GET',
      url: sent.url,
      headers: sent.headers,
      ...(sent.payload === undefined ? {} : { payload: sent.payload }),
    });
    return { status: response.statusCode, body: response.body };
  } catch (error) {
    const message = (error as Error).message;
    const status = /answered (\d{3})/.exec(message)?.[1];
    return { status: status ? Number(status) : undefined, body: '', drift: message.slice(0, 300) };
  }
}

function fieldsOf(body: string): string[] {
  try {
    return ((JSON.parse(body) as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field);
  } catch {
    return [];
  }
}

/**
 * Routes on one employee's record that a role without the action may use only on its own: any
 * other id in the path, malformed ones included, is refused with 403 first (ADR 053).
 */
const OWN_RECORD_ROUTES: Record<string, Parameters<typeof may>[1]> = {
  'PATCH /api/employees/{id}': 'employees:administer',
};

/** Operations whose valid request writes to the database before it is sent. */
const WRITING_BUILDERS = new Set([
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/change-password',
  'DELETE /api/work-orders/{id}',
  'POST /api/deleted-work-orders/{id}/restore',
  'DELETE /api/attachments/{id}',
  'POST /api/support',
  // A fresh visit to change each time (hostile-input-visit-requests.ts).
  'PATCH /api/visits/{id}',
  'POST /api/visits/{id}/status',
  // A fresh day off to remove each time (hostile-input-schedule-settings-requests.ts).
  'DELETE /api/time-off/{id}',
  // A fresh visit, or a fresh hand-back of one, each time (hostile-input-hand-back-requests.ts).
  'POST /api/visits/{id}/hand-back',
  'GET /api/visits/{id}/hand-back',
  'POST /api/hand-backs/{id}/review',
  'POST /api/hand-backs/{id}/reopen',
]);

async function run(role: RunContext['role'], mode: Mode) {
  const context = contexts[role];
  const seen: Seen = { schemas: new Set(), paths: new Set(), bodies: false };
  const failures: string[] = [];
  const fiveHundreds: { route: string; value: string }[] = [];
  const drifts: string[] = [];
  let sentCount = 0;
  let known: string | undefined;
  for (const { template, method, operation } of operationsInOrder()) {
    {
      const key = `${method} ${template}`;
      const build = VALID_REQUESTS[key];
      if (!build) {
        failures.push(`${key}: no valid request in a hostile-input-*-requests.ts file (VALID_REQUESTS)`);
        continue;
      }
      const probe = await build(context, t);
      const shape = { json: Boolean(probe.body) && !probe.multipart, multipart: Boolean(probe.multipart) };
      const changes = changesOf(operation, shape, seen, mode);
      let validStatus: number | undefined;
      for (const change of changes) {
        const request = change === changes[0] ? probe : await build(context, t);
        if (WRITING_BUILDERS.has(key)) known = undefined;
        const sent = await requestOf(method, template, request, change);
        known ??= await fingerprint();
        const what = `${role}: ${method} ${sent.url.slice(0, 160)} [${describeChange(change)}]`;
        const response = await answerTo(sent);
        if (response.drift) drifts.push(`${what}: ${response.drift}`);
        if (response.status === undefined) {
          failures.push(`${what} -> ${response.drift}`);
          known = undefined;
          continue;
        }
        sentCount += 1;
        const { status } = response;
        if (change.kind === 'none') validStatus = status;
        if (key === 'POST /api/auth/change-password' && request.body) {
          passwordChanged(status < 300, request.body.newPassword);
        }
        if (status >= 500) {
          fiveHundreds.push({ route: key, value: hostileValueOf(change) });
          failures.push(`${what} -> ${status} ${response.body.slice(0, 200)}`);
          known = undefined;
          continue;
        }
        if (status >= 400) {
          const after = await fingerprint();
          if (after !== known) failures.push(`${what} -> ${status}, but stored data changed`);
          known = after;
        } else {
          known = undefined;
        }
        const field = promisedField(operation, change);
        // A role the operation leaves out is refused before its input is looked at (ADR 053).
        const allowed = (operation as { 'x-required-roles'?: readonly string[] })['x-required-roles'];
        const ownRecordOnly = OWN_RECORD_ROUTES[key];
        const othersRefused =
          change.kind === 'path' && ownRecordOnly !== undefined && !may(role, ownRecordOnly);
        // Bytes that are not UTF-8 cannot be routed at all, so no route's role check can come first.
        const unroutable =
          change.kind === 'path' && status === 400 && response.body.includes('Malformed URL');
        if (field !== undefined && ((allowed && !allowed.includes(role)) || othersRefused)) {
          if (status !== 403 && !unroutable)
            failures.push(`${what} -> ${status}, expected 403 before the input is checked`);
        } else if (field !== undefined) {
          const fields = status === 400 ? fieldsOf(response.body) : [];
          const named = change.kind === 'path' || fields.includes(field);
          if (status !== 400 || !named) {
            failures.push(
              `${what} -> ${status}, expected 400 naming ${field}: ${response.body.slice(0, 200)}`,
            );
          }
        }
        // A required parameter cannot be "not sent": an empty one is refused like a missing one.
        const required = (
          operation as { parameters?: { in: string; name: string; required?: boolean }[] }
        ).parameters?.some(
          (parameter) =>
            change.kind === 'query' &&
            parameter.in === 'query' &&
            parameter.name === change.name &&
            parameter.required,
        );
        const emptyIsNotSent = change.kind === 'query' && !EMPTY_REFUSED.has(change.name) && !required;
        if (emptyIsNotSent && change.valueKind === 'empty' && status !== validStatus) {
          failures.push(`${what} -> ${status}, expected the status of the valid request (${validStatus})`);
        }
      }
    }
  }
  return { failures, fiveHundreds, drifts, sentCount };
}

describe('hostile input at every operation of the API', () => {
  // Every value as an admin, who may do nearly everything, so valid requests reach the database;
  // as a plumber, the requests that meet the role checks. Where the role may not, the 403 comes
  // before any word about the input.
  it.each([
    ['admin', 'all'],
    ['plumber', 'role'],
  ] as const)(
    'as %s: never a 5xx, a refused request changes nothing, and the input boundary holds',
    async (role, mode) => {
      const started = Date.now();
      const { failures, fiveHundreds, drifts, sentCount } = await run(role, mode);
      const byValue = new Map<string, number>();
      for (const { value } of fiveHundreds) byValue.set(value, (byValue.get(value) ?? 0) + 1);
      const causes = [...byValue].sort((a, b) => b[1] - a[1]).map(([value, n]) => `${value}: ${n}`);
      const rules = ['stored data changed', 'expected 400', 'expected the status of the valid request'].map(
        (rule) => `${rule}: ${failures.filter((failure) => failure.includes(rule)).length}`,
      );
      console.info(
        `hostile input as ${role}: ${sentCount} requests in ${Date.now() - started} ms, ` +
          `${fiveHundreds.length} answered 5xx, ${failures.length} failures (${rules.join(', ')})` +
          (causes.length > 0 ? `\n5xx by value: ${causes.join('; ')}` : '') +
          (failures.length > 0 ? `\nfirst failures:\n${failures.slice(0, 15).join('\n')}` : '') +
          (drifts.length > 0
            ? `\n${drifts.length} answers drift from the document, first:\n${drifts[0]}`
            : ''),
      );
      expect(sentCount).toBeGreaterThan(mode === 'role' ? 200 : 1000);
      expect(failures.slice(0, 60), `${failures.length} failures`).toEqual([]);
      // Every answer, hostile or not, is one the OpenAPI document describes.
      expect(drifts.slice(0, 20), `${drifts.length} answers drift from the document`).toEqual([]);
    },
    600_000,
  );
});
