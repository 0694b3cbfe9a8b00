import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { DOCUMENTED_HEADERS, type OpenApiDocument } from './openapi-transforms.ts';

/** An answer as a caller received it (body already decoded). */
export type ObservedResponse = {
  method: string;
  url: string;
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
};

type Header = { required?: boolean; schema?: Record<string, unknown> };
type Response = { headers?: Record<string, Header>; content?: Record<string, unknown> };
type Operation = { responses: Record<string, Response> };

const DOCUMENT_ID = 'openapi.json';

/** `/api/work-orders/{id}` -> a pattern; paths without parameters are tried first, as Fastify does. */
function pathMatchers(document: OpenApiDocument) {
  return Object.keys(document.paths)
    .map((path) => ({
      path,
      pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      parameters: (path.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.parameters - b.parameters);
}

/** JSON pointer escaping for one path segment. */
const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function headerValue(value: string | string[] | number | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/**
 * Checks an answer against the OpenAPI document: a status the operation lists, the headers it
 * documents (required ones present, the tracked ones documented when sent), a content type it
 * lists, and a JSON body that matches the schema. Paths the document does not describe (the
 * client's files, unknown /api paths) are not operations and are not checked.
 */
export function createResponseValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats.default(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  const matchers = pathMatchers(document);
  const compiled = new Map<string, ValidateFunction>();

  function bodyValidator(location: string): ValidateFunction {
    let validate = compiled.get(location);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${location}` });
      compiled.set(location, validate);
    }
    return validate;
  }

  return function violationsOf(observed: ObservedResponse): string[] {
    const method = observed.method.toLowerCase();
    const path = observed.url.split('?')[0] ?? '';
    const match = matchers.find(
      (candidate) => candidate.pattern.test(path) && document.paths[candidate.path]?.[method],
    );
    if (!match) return [];
    const operation = document.paths[match.path]?.[method] as unknown as Operation;
    const label = `${method.toUpperCase()} ${match.path} answered ${observed.statusCode}`;
    const status = String(observed.statusCode);
    const response = operation.responses[status];
    if (!response) {
      return [
        `${label}, a status the document does not list (${Object.keys(operation.responses).join(', ')})`,
      ];
    }

    const violations: string[] = [];
    const documented = Object.fromEntries(
      Object.entries(response.headers ?? {}).map(([name, header]) => [name.toLowerCase(), header]),
    );
    for (const [name, header] of Object.entries(documented)) {
      const value = headerValue(observed.headers[name]);
      if (value === undefined) {
        if (header.required) violations.push(`${label} without its required ${name} header`);
        continue;
      }
      if (header.schema?.type === 'integer' && !/^\d+$/.test(value)) {
        violations.push(`${label} with ${name}: ${value}, not a whole number`);
      }
    }
    for (const name of DOCUMENTED_HEADERS) {
      if (observed.headers[name] !== undefined && !documented[name]) {
        violations.push(`${label} with a ${name} header the document does not list`);
      }
    }

    const contentType = headerValue(observed.headers['content-type'])?.split(';')[0]?.trim().toLowerCase();
    const content = response.content ?? {};
    if (Object.keys(content).length === 0) {
      if (observed.body !== '') violations.push(`${label} with a body the document does not describe`);
      return violations;
    }
    if (!contentType || !(contentType in content)) {
      violations.push(
        `${label} as ${contentType ?? 'no content type'}; the document lists ${Object.keys(content).join(', ')}`,
      );
      return violations;
    }
    if (contentType !== 'application/json') return violations;
    let body: unknown;
    try {
      body = JSON.parse(observed.body);
    } catch {
      violations.push(`${label} with a body that is not JSON`);
      return violations;
    }
    const location = ['', 'paths', match.path, method, 'responses', status, 'content', contentType, 'schema']
      .map(pointer)
      .join('/');
    const validate = bodyValidator(location);
    if (!validate(body)) {
      const details = (validate.errors ?? [])
        .slice(0, 5)
        .map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`.trim());
      violations.push(`${label} with a body that does not match the document: ${details.join('; ')}`);
    }
    return violations;
  };
}
