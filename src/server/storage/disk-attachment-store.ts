import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { copyFile, link, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AttachmentStore } from './attachment-store.ts';
import { checkedStorageKey } from './storage-key.ts';

/** File systems without hard links (some network shares) answer one of these. */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EXDEV', 'EMLINK', 'ENOSYS']);

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Attachments as files named by their key in one folder (DATA_DIR/uploads, as before ADR 042, so
 * existing files keep working). The temp files of uploads sit in the same folder: storing one is
 * a hard link, no bytes copied, and the final name appears complete or not at all.
 */
export function createDiskAttachmentStore(dir: string): AttachmentStore {
  const pathOf = (key: string) => path.join(dir, checkedStorageKey(key));

  /** Where links are refused: a copy under a temp name, renamed into place so no half file shows. */
  async function copyIntoPlace(localFile: string, target: string) {
    const temp = path.join(dir, `.upload-${randomUUID()}.tmp`);
    try {
      await copyFile(localFile, temp, constants.COPYFILE_EXCL);
      await rename(temp, target);
    } finally {
      await rm(temp, { force: true });
    }
  }

  return {
    description: `disk (${dir})`,
    async put(key, localFile) {
      const target = pathOf(key);
      await mkdir(dir, { recursive: true });
      try {
        await link(localFile, target);
      } catch (error) {
        if (!NO_HARD_LINKS.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
        await copyIntoPlace(localFile, target);
      }
    },
    async open(key) {
      const filePath = pathOf(key);
      try {
        const { size } = await stat(filePath);
        return { stream: createReadStream(filePath), size };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async sizeOf(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    close() {},
  };
}
