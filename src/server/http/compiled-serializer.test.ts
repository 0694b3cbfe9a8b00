import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializerCompiler } from './compiled-serializer.ts';

const compile = (schema: z.ZodType) =>
  compiledSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never) as (
    data: unknown,
  ) => string;

describe('answers written by a serializer compiled from the response schema', () => {
  it('writes only what the schema names, so a column a service forgot never leaves the server', () => {
    const write = compile(z.object({ id: z.number(), name: z.string(), photo: z.string().nullable() }));
    const row = { id: 7, name: 'Carlos Mendez', photo: null, passwordHash: '$argon2id$secret' };
    expect(JSON.parse(write(row))).toEqual({ id: 7, name: 'Carlos Mendez', photo: null });
  });

  it('writes arrays, nested objects, optional fields and unions as JSON.stringify would', () => {
    const schema = z.array(
      z.object({
        id: z.number(),
        status: z.enum(['open', 'completed']),
        latestComment: z.object({ content: z.string(), authorName: z.string().nullable() }).nullable(),
        amount: z.number().nullable().optional(),
      }),
    );
    const rows = [
      { id: 1, status: 'open', latestComment: { content: 'On my way', authorName: null }, amount: 12.5 },
      { id: 2, status: 'completed', latestComment: null },
    ];
    expect(JSON.parse(compile(schema)(rows))).toEqual(rows);
  });
});
