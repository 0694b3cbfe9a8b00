import { randomUUID } from 'node:crypto';

/** Server-chosen names only: a UUID and the extension of the type found in the bytes. */
const STORAGE_KEY = /^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

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
