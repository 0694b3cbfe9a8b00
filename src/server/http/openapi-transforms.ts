import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '#shared/domain/next-cursor-header.ts';
import { ROLE_PERMISSIONS, type RoleAction } from '#shared/domain/role-permissions.ts';
import { TOTAL_COUNT_HEADER } from '#shared/domain/total-count-header.ts';
import { ErrorResponseSchema } from '#shared/schemas/common.ts';
import {
  describeRouteFields,
  describeSchemaFields,
} from './field-descriptions/document-field-descriptions.ts';
import { errorStatusesOf, type RouteShape } from './openapi-error-statuses.ts';
import { type ErrorStatus, KEY_IN_PROGRESS, type OperationDoc } from './operation-doc.ts';

type Schema = Record<string, unknown>;
type Header = { description: string; required?: boolean; schema: Schema };
type Response = {
  description: string;
  headers?: Record<string, Header>;
  content?: Record<string, { schema: Schema }>;
};
type Operation = {
  operationId?: string;
  summary?: string;
  responses: Record<string, Response>;
  'x-required-roles'?: readonly string[];
};
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> } & Record<string, unknown>;
} & Record<string, unknown>;

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'The input is invalid: `message` says what to change, `errors` which field',
  401: 'No session, or it has ended: sign in again',
  403: 'Your role may not do this, or the account must first change its temporary password',
  404: 'Nothing with that id',
  409: 'Clashes with what is stored (a job # or email already in use)',
  412: 'The work order has changed since the version If-Match names: nothing was written. ETag is its current version; reload it and send the change again if it still applies',
  413: 'The body or file is too large',
  415: 'The content type, or the uploaded file type, is not accepted',
  422: 'This Idempotency-Key was already used for a different request: nothing was written. Send a new key with each new change',
  429: 'Too many requests: wait and try again',
  503: 'The database or the server cannot answer right now (or the request took too long): try again after Retry-After seconds',
};

/** The 409 of an operation that takes an Idempotency-Key, where the route says no more. */
const KEY_IN_PROGRESS_DESCRIPTION = `A${KEY_IN_PROGRESS.slice(1)}`;

const ERROR_SCHEMA_REF = { $ref: '#/components/schemas/ErrorResponse' };

/** `GET /api/work-orders/{id}` -> `GET /api/work-orders/:id`, the route as registered. */
export function operationKey(method: string, openApiPath: string): string {
  return `${method.toUpperCase()} ${openApiPath.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** What the whole-document pass needs to know about each route. */
type RouteFacts = {
  errors: ErrorStatus[];
  doc: OperationDoc | undefined;
  rateLimited: boolean;
  permission: RoleAction | undefined;
};

function headersOf(facts: RouteFacts, status: string): Record<string, Header> {
  const headers: Record<string, Header> = {
    'X-Request-Id': {
      description: 'The request id, also in the server log (a valid X-Request-Id sent is kept)',
      required: true,
      schema: { type: 'string' },
    },
  };
  if (status === '200' && facts.doc?.totalCount) {
    headers['X-Total-Count'] = {
      description: 'How many items the whole filtered list has (this answer is one page of it)',
      required: true,
      schema: { type: 'integer', minimum: 0 },
    };
  }
  if (status === '200' && facts.doc?.nextCursor) {
    headers['X-Next-Cursor'] = {
      description:
        'Only when more rows follow this page: the `cursor` of the next page (send it with the same filters, sort and limit). Pages of a search or an assignee filter have none: page those with offset',
      schema: { type: 'string' },
    };
    headers.Link = {
      description:
        'Only when more rows follow this page: `<next page URL>; rel="next"` (RFC 8288), the URL with that cursor',
      schema: { type: 'string' },
    };
  }
  if (status === '200' && facts.doc?.download) {
    headers['Content-Disposition'] = {
      description: '`attachment` (or `inline` for an image asked with inline=1) with the file name',
      required: true,
      schema: { type: 'string' },
    };
  }
  if ((status === '200' || status === '304') && facts.doc?.renditions) {
    headers.ETag = {
      description: 'Only with `size`: the tag of that copy, to send back as If-None-Match',
      schema: { type: 'string' },
    };
    headers['Cache-Control'] = {
      description:
        '`no-store`, except with `size`: `private, max-age=31536000, immutable` (an attachment never changes), with `Vary: X-Auth-Token` so only the same session reuses it',
      schema: { type: 'string' },
    };
  }
  if ((status === '200' || status === '304') && facts.doc?.sharedAnswer) {
    headers.ETag = {
      description:
        "A tag of this answer's bytes: send it back as If-None-Match, and an unchanged answer is a 304 with no body",
      required: true,
      schema: { type: 'string' },
    };
  }
  if (facts.rateLimited) {
    for (const [name, description] of [
      ['X-RateLimit-Limit', 'Requests allowed per window'],
      ['X-RateLimit-Remaining', 'Requests left in this window'],
      ['X-RateLimit-Reset', 'Seconds until the window resets'],
    ] as const) {
      headers[name] = { description, schema: { type: 'integer', minimum: 0 } };
    }
  }
  if (facts.doc?.etag && (status === '200' || status === '412')) {
    headers.ETag = {
      description:
        status === '200'
          ? 'The work order\'s version as an entity tag, `"<version>"`: send it as If-Match with a PATCH (ADR 045)'
          : 'The version the work order has now, as an entity tag',
      required: true,
      schema: { type: 'string' },
    };
  }
  if (facts.doc?.idempotent && status.startsWith('2')) {
    headers['Idempotent-Replayed'] = {
      description:
        'Only on a repeat: `true` when this is the stored answer of the first request with the same Idempotency-Key, and nothing was written now',
      schema: { type: 'string', enum: ['true'] },
    };
  }
  if (facts.doc?.idempotent && status === '409') {
    headers['Retry-After'] = {
      description:
        'Only when a request with the same Idempotency-Key is still in progress: seconds to wait before sending it again',
      schema: { type: 'integer', minimum: 1 },
    };
  }
  if (status === '503') {
    // A database fault, a request over its time limit, or a server shutting down (ADR 033).
    headers['Retry-After'] = {
      description: 'Seconds to wait before trying again',
      required: true,
      schema: { type: 'integer', minimum: 1 },
    };
  }
  if (status === '429') {
    // The error handler gives every 429 one: the lock's own end or the rate limiter's window.
    headers['Retry-After'] = {
      description: 'Seconds to wait before trying again',
      required: true,
      schema: { type: 'integer', minimum: 1 },
    };
  }
  return headers;
}

/** The one error body, written for OpenAPI 3.1 (JSON Schema 2020-12). */
function errorResponseJsonSchema(): Schema {
  const { $schema: _, ...schema } = z.toJSONSchema(ErrorResponseSchema, { target: 'draft-2020-12' });
  describeSchemaFields(ErrorResponseSchema, schema);
  return schema;
}

/**
 * The document is generated from the zod route schemas as OpenAPI 3.1
 * (docs/decisions/022-openapi-document.md); each route's schema names its operation (operationId,
 * summary). These transforms add what the schemas do not say, from the route's shape and its
 * `config.openapi`: every error the operation can answer, and the headers it sends.
 */
export function createOpenApiTransforms(): {
  transform: SwaggerTransform;
  transformObject: SwaggerTransformObject;
} {
  const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { target: 'draft-2020-12' } });
  const facts = new Map<string, RouteFacts>();

  const transform: SwaggerTransform = (input) => {
    const result = zodTransform(input);
    const schema = result.schema as Schema | undefined;
    if (!schema || schema.hide) return result;
    describeRouteFields(input.schema as unknown as Record<string, unknown>, schema);
    const route = input.route as unknown as RouteShape;
    facts.set(`${route.method} ${route.url}`, {
      errors: errorStatusesOf(route),
      doc: route.config?.openapi,
      rateLimited: Boolean(route.config?.rateLimit),
      permission: route.config?.permission,
    });
    return result;
  };

  const transformObject: SwaggerTransformObject = (documentObject) => {
    const document = (documentObject as { openapiObject: OpenApiDocument }).openapiObject;
    document.components.schemas.ErrorResponse = errorResponseJsonSchema();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const routeFacts = facts.get(operationKey(method, path));
        if (!routeFacts) continue;
        if (routeFacts.permission) {
          // The employee types the route's role guard lets through; every other one gets the 403
          // before its input is looked at (ADR 053).
          operation['x-required-roles'] = ROLE_PERMISSIONS[routeFacts.permission];
        }
        for (const status of routeFacts.errors) {
          operation.responses[status] ??= {
            description:
              routeFacts.doc?.errorDescriptions?.[status] ??
              (status === 409 && routeFacts.doc?.idempotent ? KEY_IN_PROGRESS_DESCRIPTION : undefined) ??
              (status === 403 && routeFacts.permission
                ? `Only ${ROLE_PERMISSIONS[routeFacts.permission].join(', ')} may do this (\`x-required-roles\`): any other role gets this first, whatever the input; or the account must first change its temporary password`
                : ERROR_DESCRIPTIONS[status]),
            content: { 'application/json': { schema: { ...ERROR_SCHEMA_REF } } },
          };
        }
        if (routeFacts.doc?.sharedAnswer) {
          operation.responses['304'] ??= {
            description: 'The answer named by If-None-Match is still the answer: no body (keep the one held)',
          };
        }
        if (routeFacts.doc?.renditions) {
          operation.responses['304'] ??= {
            description: 'Only with `size`: the copy named by If-None-Match is current; no body',
          };
        }
        const download = routeFacts.doc?.download;
        const success = operation.responses['200'];
        if (download && success?.content) {
          const [first] = Object.values(success.content);
          success.content = Object.fromEntries(
            download.map((type) => [type, { schema: first?.schema ?? {} }]),
          );
        }
        for (const [status, response] of Object.entries(operation.responses)) {
          response.headers = { ...response.headers, ...headersOf(routeFacts, status) };
        }
      }
    }
    return document;
  };

  return { transform, transformObject };
}

/** Response headers the validator checks both ways: sent when documented as required, documented when sent. */
export const DOCUMENTED_HEADERS = [
  'x-request-id',
  TOTAL_COUNT_HEADER,
  NEXT_CURSOR_HEADER,
  'link',
  'content-disposition',
  'etag',
  'retry-after',
  'etag',
  'idempotent-replayed',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
] as const;
