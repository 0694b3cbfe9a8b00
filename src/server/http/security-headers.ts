import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers (Content-Security-Policy, Strict-Transport-Security, X-Content-Type-
 * Options and the rest) on every answer. The middleware is built once, at start: @fastify/helmet
 * builds it again for every request, parsing the policy each time, which was a sixth of what a 304
 * cost (docs/decisions/071-repeated-reads-cost-less.md).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'upgrade-insecure-requests': null },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
