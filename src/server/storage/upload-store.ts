import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Attachment bytes live under DATA_DIR/uploads with names the server chose; an uploader's file name
 * never becomes part of a path. Temp files sit in the same folder so promoting one is an atomic
 * rename on the same file system.
 */
export function uploadsDirOf(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

const TEMP_PREFIX = '.upload-';
/** Server-chosen names only: a UUID and the extension of the type found in the bytes. */
const STORAGE_KEY = /^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

function keyPath(dir: string, key: string): string {
  // Keys come from our own rows; refuse anything else rather than join it into a path.
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return path.join(dir, key);
}

export type TempUpload = { tempPath: string; size: number };

/** Streams into a new temp file; the caller promotes it or removes it. Never buffered whole. */
export async function writeTempUpload(dir: string, source: Readable): Promise<TempUpload> {
  await mkdir(dir, { recursive: true });
  const tempPath = path.join(dir, `${TEMP_PREFIX}${randomUUID()}.tmp`);
  try {
    await pipeline(source, createWriteStream(tempPath, { flags: 'wx' }));
    return { tempPath, size: (await stat(tempPath)).size };
  } catch (error) {
    await removeTempUpload(tempPath);
    throw error;
  }
}

export async function removeTempUpload(tempPath: string): Promise<void> {
  await rm(tempPath, { force: true });
}

/** An upload in progress never lives this long: at the 10-minute request limit, not even half. */
export const STALE_TEMP_UPLOAD_MS = 60 * 60 * 1000;

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

/** Gives an accepted temp file its final name and answers the storage key. */
export async function promoteTempUpload(dir: string, tempPath: string, extension: string): Promise<string> {
  const key = `${randomUUID()}.${extension}`;
  await rename(tempPath, keyPath(dir, key));
  return key;
}

/** Removes a stored file; a file already gone is not an error. */
export async function removeStoredFile(dir: string, key: string): Promise<void> {
  await rm(keyPath(dir, key), { force: true });
}

/** The stored bytes and their size, or undefined when the file is missing on disk. */
export async function openStoredFile(
  dir: string,
  key: string,
): Promise<{ stream: ReadStream; size: number } | undefined> {
  const filePath = keyPath(dir, key);
  try {
    const { size } = await stat(filePath);
    return { stream: createReadStream(filePath), size };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
