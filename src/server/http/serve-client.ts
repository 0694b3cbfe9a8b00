import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA: hashed files under /assets are cached for a year, everything else is
 * revalidated, and any non-/api GET that matches no file gets index.html (history fallback).
 * Unknown /api paths always answer 404 JSON, never the SPA.
 */
export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (scripts/compress-client.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api/') || request.url === '/api' || !isPage || !hasClient) {
      return reply
        .status(404)
        .send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
