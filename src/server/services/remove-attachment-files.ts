import type { FastifyBaseLogger } from 'fastify';
import { removeStoredFile, uploadsDirOf } from '../storage/upload-store.ts';

/**
 * Files of attachments whose rows are already gone (a purged work order). Runs after the commit:
 * a failure here leaves an unreferenced file, never a row pointing at nothing; it is logged.
 */
export async function removeAttachmentFiles(
  dataDir: string,
  storageKeys: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  const dir = uploadsDirOf(dataDir);
  await Promise.all(
    storageKeys.map((key) =>
      removeStoredFile(dir, key).catch((error: unknown) =>
        log.warn({ err: error, storageKey: key }, 'could not remove an attachment file'),
      ),
    ),
  );
}
