import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes compressing costs more than it saves. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * API answers are compressed for clients that accept it (ADR 013): a list of 2,000 paused jobs is
 * 3.6 MB of JSON and a technician may have one bar of signal. Brotli at quality 4 and gzip at its
 * default level keep the CPU cost per answer small; the built client files are already compressed
 * at build time and served as they are (the plugin leaves answers with a Content-Encoding alone).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: MIN_COMPRESSED_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
