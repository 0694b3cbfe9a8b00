import type { FastifyReply } from 'fastify';

/**
 * An answer written once and sent to many requests (services/shared-reads.ts): `writeJson` writes it
 * with the route's own compiled serializer, as Fastify would have; `sendWrittenJson` sends those
 * bytes as they are (Fastify does not serialize a string it is told is JSON again).
 */
export function writeJson(reply: FastifyReply, payload: unknown): string {
  return String(reply.serialize(payload));
}

export function sendWrittenJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
