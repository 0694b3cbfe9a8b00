import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../logger.ts';
import type { AttachmentStore } from '../storage/attachment-store.ts';

/**
 * Files of attachments whose rows are already gone (a deleted attachment, a purged work order).
 * Runs after the commit: a failure here leaves an unreferenced file, never a row pointing at
 * nothing; it is logged, and the request or chore that committed still succeeds.
 */
export async function removeAttachmentFiles(
  store: AttachmentStore,
  storageKeys: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  await Promise.all(
    storageKeys.map((key) =>
      store
        .remove(key)
        .catch((error: unknown) =>
          log.warn({ err: loggableError(error), storageKey: key }, 'could not remove an attachment file'),
        ),
    ),
  );
}
