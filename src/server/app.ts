import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { registerAuthHook } from './http/auth-hook.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import './http/fastify-types.ts';
import { registerDocs } from './http/register-docs.ts';
import { registerClient } from './http/serve-client.ts';
import { authRoutes } from './routes/auth.ts';
import { healthRoutes } from './routes/health.ts';

export type AppOptions = { db: Db; config: Config };

/** JSON bodies are capped at 1 MB; uploads have their own limit on their route. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export async function createApp({ db, config }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Tokens and passwords never reach the log.
      redact: ['req.headers["x-auth-token"]', 'req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('db', db);
  app.decorate('config', config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'upgrade-insecure-requests': null },
    },
  });
  await app.register(rateLimit, { global: false });
  await registerDocs(app);
  registerAuthHook(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);

  await registerClient(app, config.clientDir);
  return app;
}
