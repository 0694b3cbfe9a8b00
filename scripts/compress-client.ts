import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes .br and .gz beside each text file of the built client, once at build time, so the server
 * sends a phone a third of the bytes without compressing on every request (@fastify/static
 * `preCompressed`).
 */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite holds the build manifest, which is read from disk and never served.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* filesUnder(full);
    } else if (COMPRESSIBLE.test(entry.name) && statSync(full).size >= MIN_BYTES) {
      yield full;
    }
  }
}

const root = process.argv[2] ?? 'dist/client';
let count = 0;
for (const file of filesUnder(root)) {
  const content = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`Pre-compressed ${count} client files (.br and .gz)`);
