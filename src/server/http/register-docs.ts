import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { AUTH_HEADER } from './auth-hook.ts';
import { createOpenApiTransforms } from './openapi-transforms.ts';

/** The OpenAPI document is generated from the zod route schemas, never written by hand. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, so nullable fields say so in a way every
      // validator reads (docs/decisions/022-openapi-document.md).
      openapi: '3.1.0',
      info: { title: 'Staff portal API', version: '1.0.0' },
      // Paths are absolute on whichever host serves this document.
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'header', name: AUTH_HEADER } },
      },
      security: [{ session: [] }],
    },
    ...createOpenApiTransforms(),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets one inline style; allow inline styles on the docs pages only.
    transformStaticCSP: (header) => header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
  });
}
