import type { FastifyInstance } from 'fastify';
import { SHUTTING_DOWN_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from './service-unavailable.ts';

/**
 * Once the server begins to close (SIGTERM, SIGINT), a request that arrives on a connection kept
 * alive is answered 503 with Retry-After and the connection is closed, so a balancer or a browser
 * sends it to another server; requests already in flight finish. /api/ready answers 503 the same
 * way, which is what takes the server out of a balancer's rotation. Fastify's own closing answer
 * would carry neither our error body nor Retry-After.
 */
export function registerShutdownGate(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback style, as the hooks every request passes through are: no promise per request.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply
      .header('connection', 'close')
      .header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS)
      .status(503)
      .send({ message: SHUTTING_DOWN_MESSAGE });
  });
}
