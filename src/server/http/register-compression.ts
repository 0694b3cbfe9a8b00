import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes compressing costs more than it saves. */
export const MIN_COMPRESSED_BYTES = 1024;
/** The encodings answers are sent in, the client's preference deciding between them. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export const BROTLI_QUALITY = 3;
export const GZIP_LEVEL = 3;

/**
 * Answers up to this size are compressed in one call rather than through a zlib stream: a list
 * page (about 47 KB) then costs about a third of the CPU. The plugin's default on a 2-core machine
 * is 8 KB; bigger answers (a long paused-jobs list) still stream, so no request blocks the event
 * loop for long.
 */
const ONE_CALL_MAX_BYTES = 128 * 1024;

/**
 * API answers are compressed for clients that accept it (ADR 013): a list of 2,000 paused jobs is
 * 3.6 MB of JSON and a technician may have one bar of signal. Brotli at quality 3 and gzip at
 * level 3 were chosen by measured CPU per request (ADR 039): brotli's quality 4 costs ten times
 * quality 3's CPU on a list page for 3% fewer bytes. The built client files are already compressed
 * at build time and served as they are (the plugin leaves answers with a Content-Encoding alone).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: MIN_COMPRESSED_BYTES,
    syncThreshold: ONE_CALL_MAX_BYTES,
    encodings: [...ANSWER_ENCODINGS],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
}
