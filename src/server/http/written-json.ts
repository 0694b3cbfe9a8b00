import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ANSWER_ENCODINGS,
  BROTLI_QUALITY,
  GZIP_LEVEL,
  MIN_COMPRESSED_BYTES,
} from './register-compression.ts';

type Encoding = (typeof ANSWER_ENCODINGS)[number];

const COMPRESS: Record<Encoding, (json: string) => Promise<Buffer>> = {
  br: (json) =>
    promisify(brotliCompress)(json, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
  gzip: (json) => promisify(gzip)(json, { level: GZIP_LEVEL }),
};

/**
 * An answer written once and sent to many requests (services/shared-reads.ts): the JSON written by
 * the route's own compiled serializer, as Fastify would have written it, and each encoding of it
 * compressed once, when a client first asks for it (a day of visits compressed for every request
 * cost 14 ms of CPU each).
 */
export type WrittenJson = { json: string; encoded: (encoding: Encoding) => Promise<Buffer> };

export function writeJson(reply: FastifyReply, payload: unknown): WrittenJson {
  const json = String(reply.serialize(payload));
  const encoded = new Map<Encoding, Promise<Buffer>>();
  return {
    json,
    encoded: (encoding) => {
      let body = encoded.get(encoding);
      if (!body) {
        body = COMPRESS[encoding](json);
        encoded.set(encoding, body);
      }
      return body;
    },
  };
}

/**
 * Sends a written answer as its bytes, compressed as the compression plugin would have chosen
 * (register-compression.ts; the plugin leaves an answer that has a Content-Encoding alone).
 */
export async function sendWrittenJson(
  request: FastifyRequest,
  reply: FastifyReply,
  written: WrittenJson,
): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted.toLowerCase(), [...ANSWER_ENCODINGS]) : null;
  if (!encoding || Buffer.byteLength(written.json) < MIN_COMPRESSED_BYTES) return reply.send(written.json);
  const body = await written.encoded(encoding);
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(body);
}
