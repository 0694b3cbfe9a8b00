import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_REQUIRED_MESSAGE } from '../../shared/schemas/auth.ts';
import { authenticateToken } from '../services/auth.ts';
import { AppError } from './app-error.ts';

export const AUTH_HEADER = 'x-auth-token';

function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[AUTH_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

/** The API's own documentation (swagger-ui's routes carry no schema of ours). */
const DOCS_PREFIX = '/api/docs';

export function isPublicRoute(request: FastifyRequest): boolean {
  if (request.url === DOCS_PREFIX || request.url.startsWith(`${DOCS_PREFIX}/`)) return true;
  const security = (request.routeOptions.schema as { security?: unknown[] } | undefined)?.security;
  return Array.isArray(security) && security.length === 0;
}

/**
 * Every /api route needs a live session unless its schema declares `security: []` (which is also
 * what the OpenAPI document then says).
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
    const session = await authenticateToken(request.server.db, token);
    if (!session) throw new AppError('unauthorized', 'Your session has expired. Please log in again.');
    request.employee = session.employee;
    request.sessionTokenHash = session.tokenHash;
  });
}
