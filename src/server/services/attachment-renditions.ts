import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { RENDITION_SIZES } from '#shared/domain/image-renditions.ts';
import { loggableError } from '../logger.ts';
import type { AttachmentStore } from '../storage/attachment-store.ts';
import { writeRenditions } from '../storage/image-renditions.ts';
import { renditionKey } from '../storage/storage-key.ts';
import { newTempPath, removeTempUpload, writeTempUpload } from '../storage/temp-uploads.ts';

const SIZES = RENDITION_SIZES;

/** A put that lost a race to another request making the same rendition is no failure. */
async function putUnlessThere(store: AttachmentStore, key: string, localFile: string) {
  try {
    await store.put(key, localFile);
  } catch (error) {
    if ((await store.sizeOf(key)) === undefined) throw error;
  }
}

/**
 * Makes both renditions of the image in the local `sourceFile` and stores them beside
 * `originalKey`. Answers false when the image cannot be read (corrupt, not really an image, over
 * the pixel limit); a store that fails throws. Temp files go to the source's folder (the uploads
 * folder, swept hourly) and are removed either way.
 */
async function makeAndStore(
  store: AttachmentStore,
  originalKey: string,
  sourceFile: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const dir = path.dirname(sourceFile);
  const files = { thumbnail: newTempPath(dir), display: newTempPath(dir) };
  try {
    try {
      await writeRenditions(sourceFile, files);
    } catch (error) {
      log.warn({ err: loggableError(error), storageKey: originalKey }, 'an image could not be shrunk');
      return false;
    }
    await Promise.all(
      SIZES.map((size) => putUnlessThere(store, renditionKey(originalKey, size), files[size])),
    );
    return true;
  } finally {
    await Promise.all(SIZES.map((size) => removeTempUpload(files[size])));
  }
}

/**
 * At upload (ADR 048): the renditions of an accepted image, from its temp file. Never fails the
 * upload: an image that cannot be read, or a store that refuses the renditions now, is logged, and
 * the renditions are made on their first request instead (or the client shows an icon).
 */
export async function storeRenditionsOfUpload(
  store: AttachmentStore,
  input: { originalKey: string; tempPath: string; log: FastifyBaseLogger },
): Promise<void> {
  try {
    await makeAndStore(store, input.originalKey, input.tempPath, input.log);
  } catch (error) {
    input.log.warn(
      { err: loggableError(error), storageKey: input.originalKey },
      'could not store the renditions of an image',
    );
  }
}

/** Requests for one image share one making: a panel of ten old photos is ten makings, not more. */
const making = new Map<string, Promise<boolean>>();
/** Images that could not be read, and when: not decoded again on every request for an hour. */
const unreadable = new Map<string, number>();
const UNREADABLE_FOR_MS = 60 * 60 * 1000;
const UNREADABLE_KEPT = 1000;

function knownUnreadable(originalKey: string): boolean {
  const since = unreadable.get(originalKey);
  if (since === undefined) return false;
  if (Date.now() - since < UNREADABLE_FOR_MS) return true;
  unreadable.delete(originalKey);
  return false;
}

function rememberUnreadable(originalKey: string) {
  unreadable.set(originalKey, Date.now());
  // The oldest entry goes first (a Map keeps insertion order): the memory stays bounded.
  if (unreadable.size > UNREADABLE_KEPT) unreadable.delete(unreadable.keys().next().value ?? '');
}

type LazyInput = {
  originalKey: string;
  /** Where the original is copied to be read (the uploads folder, swept hourly). */
  tempDir: string;
  log: FastifyBaseLogger;
  /** Whether the attachment still exists once the renditions are stored (a delete may have run). */
  stillExists: () => Promise<boolean>;
};

async function makeFromStoredOriginal(store: AttachmentStore, input: LazyInput): Promise<boolean> {
  const original = await store.open(input.originalKey);
  if (!original) return false;
  // libvips reads a local file with little memory; a stream would be buffered whole.
  const { tempPath } = await writeTempUpload(input.tempDir, original.stream);
  try {
    const made = await makeAndStore(store, input.originalKey, tempPath, input.log);
    if (!made) rememberUnreadable(input.originalKey);
    // Deleted meanwhile: its delete removed the keys before these were stored, so remove them here.
    if (made && !(await input.stillExists())) {
      await Promise.all(SIZES.map((size) => store.remove(renditionKey(input.originalKey, size))));
      return false;
    }
    return made;
  } finally {
    await removeTempUpload(tempPath);
  }
}

/**
 * For an image stored before renditions existed, or whose renditions could not be stored at
 * upload: makes them from the stored original, on disk or S3 alike. Answers whether they exist
 * now; a store that fails throws (a 503, as for the download).
 */
export function makeMissingRenditions(store: AttachmentStore, input: LazyInput): Promise<boolean> {
  if (knownUnreadable(input.originalKey)) return Promise.resolve(false);
  const running = making.get(input.originalKey);
  if (running) return running;
  const made = makeFromStoredOriginal(store, input).finally(() => making.delete(input.originalKey));
  making.set(input.originalKey, made);
  return made;
}
