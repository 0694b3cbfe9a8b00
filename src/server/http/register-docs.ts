import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { AUTH_HEADER } from './auth-hook.ts';

/** The OpenAPI document is generated from the zod route schemas, never written by hand. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Staff portal API', version: '1.0.0' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'header', name: AUTH_HEADER } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets one inline style; allow inline styles on the docs pages only.
    transformStaticCSP: (header) => header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
  });
}
