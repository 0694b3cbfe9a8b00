import { type RoleAction, TEMPORARY_PASSWORD_ROUTES } from '#shared/domain/role-permissions.ts';
import type { ErrorStatus, OperationDoc } from './operation-doc.ts';

/** The parts of a route's options that show which errors it can give. */
export type RouteShape = {
  method: string | string[];
  url: string;
  schema?: {
    security?: unknown[];
    params?: unknown;
    querystring?: unknown;
    headers?: unknown;
    body?: unknown;
  };
  config?: { rateLimit?: unknown; permission?: RoleAction; openapi?: OperationDoc };
};

/** Fastify reads a body on these methods (malformed JSON, too large, unknown content type). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Error statuses a route can give because of its shape: 400 when it validates input (path, query,
 * headers) or reads a body, 401 behind the session hook, 403 for a role the route's
 * `config.permission` leaves out or for a session with a temporary password on any route but the
 * few that lead to changing it, 404 for an :id in the path, 413/415 for a body, 429 for a rate limit,
 * 409 and 422 for an Idempotency-Key (the key still in progress, the key used for another request),
 * and 503 on every route.
 */
function derivedErrorStatuses(route: RouteShape): Set<ErrorStatus> {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const readsBody = methods.some((method) => BODY_METHODS.has(method.toUpperCase()));
  const schema = route.schema ?? {};
  const statuses = new Set<ErrorStatus>();
  if (readsBody || schema.params || schema.querystring || schema.headers || schema.body) statuses.add(400);
  const isPublic = Array.isArray(schema.security) && schema.security.length === 0;
  if (!isPublic) statuses.add(401);
  const openWithTemporaryPassword = methods.every((method) =>
    (TEMPORARY_PASSWORD_ROUTES as readonly string[]).includes(`${method.toUpperCase()} ${route.url}`),
  );
  if (route.config?.permission || (!isPublic && !openWithTemporaryPassword)) statuses.add(403);
  if (route.url.includes('/:')) statuses.add(404);
  if (readsBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if (route.config?.rateLimit) statuses.add(429);
  if (route.config?.openapi?.idempotent) {
    statuses.add(409);
    statuses.add(422);
  }
  // Any route: the database unreachable, the request over its time limit, the server shutting down.
  statuses.add(503);
  return statuses;
}

/** Derived statuses plus those the route's `config.openapi` states, in order. */
export function errorStatusesOf(route: RouteShape): ErrorStatus[] {
  const statuses = derivedErrorStatuses(route);
  for (const status of route.config?.openapi?.errors ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}
