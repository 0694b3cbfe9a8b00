import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Uploads arrive in temp files under DATA_DIR/uploads whichever store keeps the accepted bytes
 * (ADR 042): the type is read from a file, not from a stream still arriving. The disk store keeps
 * its files in the same folder, so storing a temp file there is a link on the same file system.
 */
export function uploadsDirOf(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

const TEMP_PREFIX = '.upload-';

/** `sha256`: hex SHA-256 of the bytes, what an Idempotency-Key's upload is bound to (ADR 045). */
export type TempUpload = { tempPath: string; size: number; sha256: string };

/** A new temp name in `dir`: the hourly sweep removes it if a crash leaves it behind. */
export function newTempPath(dir: string): string {
  return path.join(dir, `${TEMP_PREFIX}${randomUUID()}.tmp`);
}

/** Streams into a new temp file, hashing on the way; the caller stores it and removes it. Never buffered whole. */
export async function writeTempUpload(dir: string, source: Readable): Promise<TempUpload> {
  await mkdir(dir, { recursive: true });
  const tempPath = newTempPath(dir);
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, hashing, createWriteStream(tempPath, { flags: 'wx' }));
    return { tempPath, size: (await stat(tempPath)).size, sha256: hash.digest('hex') };
  } catch (error) {
    await removeTempUpload(tempPath);
    throw error;
  }
}

export async function removeTempUpload(tempPath: string): Promise<void> {
  await rm(tempPath, { force: true });
}

/** An upload in progress never lives this long: at the 10-minute request limit, not even half. */
const STALE_TEMP_UPLOAD_MS = 60 * 60 * 1000;

/**
 * Temp files a crash interrupted (a request that fails removes its own). Swept at start and hourly
 * by the maintenance chores; a missing folder is simply empty.
 */
export async function removeStaleTempUploads(
  dir: string,
  olderThanMs = STALE_TEMP_UPLOAD_MS,
): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((entry) => entry.startsWith(TEMP_PREFIX))) {
    const filePath = path.join(dir, name);
    const { mtimeMs } = await stat(filePath).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs < olderThanMs) continue;
    await rm(filePath, { force: true });
    removed += 1;
  }
  return removed;
}
