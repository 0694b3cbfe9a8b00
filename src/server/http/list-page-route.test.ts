import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listPageRoute } from './list-page-route.ts';

const NOTES = ['first', 'second', 'third'].map((text, index) => ({ id: index + 1, text }));
const NoteListSchema = z.array(z.object({ id: z.number(), text: z.string() }));
const options: Record<string, unknown> = {};

const app = Fastify().withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
app.addHook('onRoute', (route) => {
  options[route.url] = { config: route.config, schema: route.schema };
});
app.register(async (routes) => {
  listPageRoute(routes, '/orders/:id/notes', {
    operationId: 'listNotes',
    summary: 'Notes of an order',
    tags: ['notes'],
    params: z.object({ id: z.coerce.number().int() }),
    querystring: z.object({ limit: z.coerce.number().int().default(2) }),
    response: NoteListSchema,
    page: async (request) => ({
      rows: NOTES.slice(0, request.query.limit).map((note) => ({
        ...note,
        text: `${request.params.id}: ${note.text}`,
      })),
      total: NOTES.length,
    }),
  });
  listPageRoute(routes, '/guarded', {
    operationId: 'listGuardedNotes',
    summary: 'Guarded notes',
    tags: ['notes'],
    permission: 'activity:read',
    querystring: z.object({}),
    response: NoteListSchema,
    page: async () => ({ rows: NOTES, total: NOTES.length }),
  });
});

beforeAll(() => app.ready());
afterAll(() => app.close());

describe('listPageRoute', () => {
  it('answers the page as an array and the whole list size in X-Total-Count', async () => {
    const response = await app.inject({ method: 'GET', url: '/orders/7/notes?limit=2' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 1, text: '7: first' },
      { id: 2, text: '7: second' },
    ]);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.headers['access-control-expose-headers']).toBe('x-total-count');
  });

  it('parses the path and the query with their schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/orders/7/notes?limit=many' });
    expect(response.statusCode).toBe(400);
  });

  it('hands its role to the session hook as the route config', () => {
    expect(options['/guarded']).toMatchObject({ config: { permission: 'activity:read' } });
  });

  it('registers only the options it was given, as a route written out would, and documents X-Total-Count', () => {
    const { config } = options['/orders/:id/notes'] as { config: object };
    expect(config).toMatchObject({ openapi: { totalCount: true } });
    expect(config).not.toHaveProperty('permission');
    expect(Object.keys((options['/orders/:id/notes'] as { schema: object }).schema)).toEqual([
      'operationId',
      'summary',
      'tags',
      'params',
      'querystring',
      'response',
    ]);
    expect(Object.keys((options['/guarded'] as { schema: object }).schema)).toEqual([
      'operationId',
      'summary',
      'tags',
      'querystring',
      'response',
    ]);
  });
});
