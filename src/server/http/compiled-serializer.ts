import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];

/**
 * Answers are written by a serializer compiled once per route from the JSON Schema of the route's
 * zod response schema (fast-json-stringify, Fastify's own), not by validating every answer with
 * zod and then JSON.stringify: a 50-row list spent most of its server time there (ADR 034). The
 * compiled serializer writes only the properties the schema names, so a field a service forgot to
 * leave out still never reaches the client. Whether answers match their schemas is checked in the
 * tests, against the OpenAPI document (tooling/test-server/test-app.ts), not on every request.
 */
export const compiledSerializerCompiler: SerializerCompiler = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
