import type { Readable } from 'node:stream';

/** An attachment's stored bytes as they are read back. */
type StoredObject = { stream: Readable; size: number };

/**
 * Where accepted attachment bytes live (ADR 042): a folder on disk or an S3-compatible bucket.
 * Keys are server-chosen (`<uuid>.<ext>`, and beside an image `<uuid>.thumbnail.webp` and
 * `<uuid>.display.webp`: see storage-key.ts) and every method refuses any other key before
 * touching the disk or the network. An upload is received into a local temp file first
 * (temp-uploads.ts) and handed to `put` only once its type and size were accepted.
 */
export interface AttachmentStore {
  /** For log lines: which driver and where, never a secret. */
  readonly description: string;
  /** Stores a copy of a local file's bytes under `key`; the local file stays the caller's. */
  put(key: string, localFile: string): Promise<void>;
  /** The bytes under `key`, streamed, with their size; undefined when there is no such object. */
  open(key: string): Promise<StoredObject | undefined>;
  /** The size of the object under `key`, or undefined when there is none; reads no bytes. */
  sizeOf(key: string): Promise<number | undefined>;
  /** Removes the object under `key`; one already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Lets go of connections (the S3 client's sockets); the store is not used afterwards. */
  close(): void;
}
