import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PASSWORD_CHANGE_REQUIRED_MESSAGE,
  TEMPORARY_PASSWORD_ROUTES,
} from '#shared/domain/role-permissions.ts';
import { SESSION_REQUIRED_MESSAGE } from '#shared/schemas/auth.ts';
import { AppError } from '../errors/app-error.ts';
import { authenticateToken } from '../services/auth.ts';
import { assertRoutePermission } from './require-role.ts';

export const AUTH_HEADER = 'x-auth-token';

function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[AUTH_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

/** '/api', '/api/...' and '/api?...': the API, whose answers are never cached. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Routes a temporary password opens: who am I, change password, sign out (ADR 021). */
const OPEN_WITH_TEMPORARY_PASSWORD = new Set<string>(TEMPORARY_PASSWORD_ROUTES);

function isOpenWithTemporaryPassword(request: FastifyRequest): boolean {
  return OPEN_WITH_TEMPORARY_PASSWORD.has(`${request.method} ${request.routeOptions.url}`);
}

/** The API's own documentation (swagger-ui's routes carry no schema of ours). */
const DOCS_PREFIX = '/api/docs';

function isPublicRoute(request: FastifyRequest): boolean {
  if (request.url === DOCS_PREFIX || request.url.startsWith(`${DOCS_PREFIX}/`)) return true;
  const security = (request.routeOptions.schema as { security?: unknown[] } | undefined)?.security;
  return Array.isArray(security) && security.length === 0;
}

/**
 * Every /api route needs a live session unless its schema declares `security: []` (which is also
 * what the OpenAPI document then says), and, while the account holds a temporary password, one
 * of the few routes that lead to changing it; then the role the route needs, before the body is
 * read or any input is validated (ADR 053).
 * Unknown /api paths fall through to the 404 handler so callers learn the path is wrong.
 */
export function registerAuthHook(app: FastifyInstance): void {
  app.decorateRequest('employee', null as unknown as FastifyRequest['employee']);
  app.decorateRequest('sessionTokenHash', '');
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.is404) return;
    if (isPublicRoute(request)) return;
    const token = tokenOf(request);
    if (!token) throw new AppError('unauthorized', SESSION_REQUIRED_MESSAGE);
    // Reads may take a session confirmed a moment ago on trust; writes always look it up.
    const forRead = request.method === 'GET' || request.method === 'HEAD';
    const session = await authenticateToken(request.server.db, token, { forRead });
    if (!session) throw new AppError('unauthorized', 'Your session has expired. Please log in again.');
    request.employee = session.employee;
    request.sessionTokenHash = session.tokenHash;
    // Someone else (the administrator) knows a temporary password: it buys nothing but the change.
    if (session.employee.mustChangePassword && !isOpenWithTemporaryPassword(request)) {
      throw new AppError('forbidden', PASSWORD_CHANGE_REQUIRED_MESSAGE);
    }
    assertRoutePermission(request);
  });
}
