import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  NO_RENDITIONS_MESSAGE,
  type RenditionSize,
  UNREADABLE_IMAGE_MESSAGE,
} from '#shared/domain/image-renditions.ts';
import type { Db } from '../db/client.ts';
import { attachments } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import type { AttachmentStore } from '../storage/attachment-store.ts';
import { fileNameForType, withoutHiddenCharacters } from '../storage/file-name-for-type.ts';
import { hasRenditions, RENDITION_TYPE } from '../storage/image-renditions.ts';
import { renditionKey } from '../storage/storage-key.ts';
import { makeMissingRenditions } from './attachment-renditions.ts';
import { findLiveAttachment, STORED_FILE_MISSING_MESSAGE } from './attachments.ts';

/**
 * Bumped when the sizes or the encoding change, so a browser's cached copy is not taken for the
 * new one (ETag); stored renditions of the old version stay until their attachment is removed.
 */
const RENDITION_VERSION = 1;

/** Strong: an attachment never changes, and ids are never reused. */
const renditionEtag = (attachmentId: number, size: RenditionSize) =>
  `"${attachmentId}-${size}-v${RENDITION_VERSION}"`;

/** The attachment a rendition is asked for, and its ETag; its bytes are opened separately. */
export async function findRenditionSource(db: Db, input: { id: number; size: RenditionSize }) {
  const row = await findLiveAttachment(db, input.id);
  if (!hasRenditions(row.fileType)) throw new AppError('not_found', NO_RENDITIONS_MESSAGE);
  return { row, etag: renditionEtag(row.id, input.size) };
}

type RenditionSource = Awaited<ReturnType<typeof findRenditionSource>>['row'];

/**
 * The stored rendition of an image attachment, made from the original first when it is missing
 * (an attachment uploaded before ADR 048, or one whose renditions could not be stored then).
 */
export async function openAttachmentRendition(
  db: Db,
  input: {
    store: AttachmentStore;
    row: RenditionSource;
    size: RenditionSize;
    tempDir: string;
    log: FastifyBaseLogger;
  },
) {
  const { store, row } = input;
  const key = renditionKey(row.storageKey, input.size);
  let stored = await store.open(key);
  if (!stored) {
    if ((await store.sizeOf(row.storageKey)) === undefined) {
      throw new AppError('not_found', STORED_FILE_MISSING_MESSAGE);
    }
    const made = await makeMissingRenditions(store, {
      originalKey: row.storageKey,
      tempDir: input.tempDir,
      log: input.log,
      stillExists: async () =>
        (await db.select({ id: attachments.id }).from(attachments).where(eq(attachments.id, row.id))).length >
        0,
    });
    stored = made ? await store.open(key) : undefined;
  }
  if (!stored) throw new AppError('not_found', UNREADABLE_IMAGE_MESSAGE);
  return {
    ...stored,
    fileType: RENDITION_TYPE,
    fileName: fileNameForType(withoutHiddenCharacters(row.fileName), 'webp'),
  };
}
