import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../logger.ts';
import type { AttachmentStore } from '../storage/attachment-store.ts';
import { keysOfAttachment } from '../storage/storage-key.ts';

/**
 * Files of attachments whose rows are already gone (a deleted attachment, a purged work order, an
 * upload whose row was never written), each with its image renditions (ADR 048; a file without
 * them costs two removals of nothing). Runs after the commit: a failure here leaves an
 * unreferenced file, never a row pointing at nothing; it is logged, and the request or chore that
 * committed still succeeds.
 */
export async function removeAttachmentFiles(
  store: AttachmentStore,
  storageKeys: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  await Promise.all(
    storageKeys
      .flatMap(keysOfAttachment)
      .map((key) =>
        store
          .remove(key)
          .catch((error: unknown) =>
            log.warn({ err: loggableError(error), storageKey: key }, 'could not remove an attachment file'),
          ),
      ),
  );
}
