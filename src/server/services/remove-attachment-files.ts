import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Files of attachments whose rows are already gone (a deleted work order). Runs after the commit:
 * a failure here leaves an unreferenced file, never a row pointing at nothing; it is logged.
 */
export async function removeAttachmentFiles(
  dataDir: string,
  storageKeys: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  await Promise.all(
    storageKeys.map(async (key) => {
      try {
        await rm(path.join(dataDir, 'uploads', path.basename(key)), { force: true });
      } catch (error) {
        log.warn({ err: error, storageKey: key }, 'could not remove an attachment file');
      }
    }),
  );
}
