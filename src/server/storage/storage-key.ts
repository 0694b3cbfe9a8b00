import { randomUUID } from 'node:crypto';
import type { RenditionSize } from '#shared/domain/image-renditions.ts';

/**
 * Server-chosen names only: a UUID and the extension of the type found in the bytes, or for an
 * image's renditions (ADR 048) the same UUID, the size and their own extension.
 */
const STORAGE_KEY = /^[0-9a-f-]{36}(?:\.(?:thumbnail|display))?\.[a-z0-9]{1,5}$/;
/** image-renditions.ts writes WebP. */
const RENDITION_EXTENSION = 'webp';
/** An original's key: what a row holds. */
const ORIGINAL_KEY = /^([0-9a-f-]{36})\.[a-z0-9]{1,5}$/;

/** A new key for an accepted file; an uploader's file name never becomes part of it. */
export function newStorageKey(extension: string): string {
  return checkedStorageKey(`${randomUUID()}.${extension}`);
}

/**
 * Keys come from our own rows; anything else is refused before a driver sees it, so no key can
 * climb out of the uploads folder or name an object the portal did not write.
 */
export function checkedStorageKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** `<uuid>.jpg` -> `<uuid>.thumbnail.webp`: beside the original, found from its key alone. */
export function renditionKey(originalKey: string, size: RenditionSize): string {
  const uuid = ORIGINAL_KEY.exec(originalKey)?.[1];
  if (!uuid) throw new Error(`Invalid storage key: ${originalKey}`);
  return checkedStorageKey(`${uuid}.${size}.${RENDITION_EXTENSION}`);
}

/**
 * The original's key and its renditions' keys: what removing an attachment removes. A key that is
 * no original's has none (the store then refuses the key itself, as before).
 */
export function keysOfAttachment(originalKey: string): string[] {
  if (!ORIGINAL_KEY.test(originalKey)) return [originalKey];
  return [originalKey, renditionKey(originalKey, 'thumbnail'), renditionKey(originalKey, 'display')];
}
