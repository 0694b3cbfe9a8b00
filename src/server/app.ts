import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { isApiPath, registerAuthHook } from './http/auth-hook.ts';
import { compiledSerializerCompiler } from './http/compiled-serializer.ts';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler.ts';
import { createLogger } from './logger.ts';
import './http/fastify-types.ts';
import { databaseRateLimitStore } from './http/database-rate-limit-store.ts';
import { registerCompression } from './http/register-compression.ts';
import { registerDocs } from './http/register-docs.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerClient } from './http/serve-client.ts';
import { registerSharedAnswerShortcut } from './http/shared-answer.ts';
import { registerShutdownGate } from './http/shutdown-gate.ts';
import { ROUTE_PLUGINS } from './routes/index.ts';
import { noteDataChanged } from './services/shared-reads.ts';
import { createAttachmentStore } from './storage/create-attachment-store.ts';

export type AppOptions = { db: Db; config: Config };

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/** JSON bodies are capped at 1 MB; uploads have their own limit on their route. */
const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Fastify takes a number of hops at run time but its types do not name it; a hop count is what
 * proxy-addr makes of one: the first `hops` addresses from the socket inward are proxies.
 */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function createApp({ db, config }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: createLogger(config),
    // One line per request, written when it is answered (below), instead of Fastify's two.
    disableRequestLogging: true,
    bodyLimit: JSON_BODY_LIMIT,
    // Behind a proxy: whose X-Forwarded-For gives the client's address for limits and logs.
    trustProxy: trustProxyOption(config.trustProxy),
    // Time limits of one request (ADR 033): its whole handling (uploads set their own), receiving
    // it at the socket (the longest a request may be: an upload's), and its headers, checked every
    // second so a client that sends them a byte at a time is cut at the limit.
    handlerTimeout: config.requestTimeoutMs,
    requestTimeout: config.uploadTimeoutMs,
    http: { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: 1000 },
    // Longer than a balancer's idle timeout (60 s on most), so the balancer closes first.
    keepAliveTimeout: 72_000,
    // During close the shutdown gate answers instead, with Retry-After and our error body.
    return503OnClosing: false,
    frameworkErrors: answerFrameworkError,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  // The hooks every request passes through are callback style: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    request.log.info(
      {
        req: { method: request.method, url: request.url, remoteAddress: request.ip },
        res: { statusCode: reply.statusCode },
        responseTime,
      },
      `${request.method} ${request.url} ${reply.statusCode} (${responseTime} ms)`,
    );
    done();
  });
  app.decorate('db', db);
  app.decorate('config', config);
  const attachmentStore = createAttachmentStore(config);
  app.decorate('attachmentStore', attachmentStore);
  app.addHook('onClose', async () => attachmentStore.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // A write has committed before it is answered: answers shared between requests (list totals,
    // the board's visits) are read again from now on (services/shared-reads.ts).
    if (isWrite(request.method) && reply.statusCode < 400) noteDataChanged(app.db);
    // Customer and employee data must stay in no cache, the browser's included; errors too. A
    // route that chose its own caching for what it answers keeps it (image renditions, ADR 048).
    const ownCaching = reply.statusCode < 400 && reply.hasHeader('cache-control');
    if (isApiPath(request.url) && !ownCaching) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  // A text/plain body is as unsupported as any other non-JSON type: 415, not a parse of text.
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  registerShutdownGate(app);
  registerSecurityHeaders(app);
  // Per-route limits (sign-in per address, support per employee), counted in the database so
  // every process shares them (ADR 043). A store fault is not skipped: it answers 503 (ADR 033).
  // Counted just before the handler, once the session, the role and the input have passed: a
  // request refused for any of those costs the caller nothing (ADR 053).
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    store: databaseRateLimitStore(db),
    skipOnError: false,
  });
  await registerCompression(app);
  await registerDocs(app);
  registerAuthHook(app);
  registerSharedAnswerShortcut(app);

  for (const routes of ROUTE_PLUGINS) await app.register(routes);

  await registerClient(app, config.clientDir);
  return app;
}
