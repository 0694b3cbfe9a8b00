import path from 'node:path';
import { asc, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attachments } from '../db/schema.ts';
import type { AttachmentStore } from './attachment-store.ts';
import { createDiskAttachmentStore } from './disk-attachment-store.ts';
import { checkedStorageKey } from './storage-key.ts';

export type CopyReport = {
  copied: number;
  /** Already in the target with the same size: a rerun's work done before. */
  skipped: number;
  /** Rows whose file is not on disk: nothing to copy, listed so they can be looked into. */
  missing: string[];
};

/** Rows read per query: a large table is walked without loading every key at once. */
const PAGE_SIZE = 500;

/**
 * Copies the attachment files under `uploadsDir` into `target` (ADR 042), for every row of the
 * attachments table, oldest first. Idempotent and resumable: a key already in the target with the
 * file's size is skipped, so a run cut short is finished by running it again. The rows say which
 * files matter (one per attachment, a deleted work order's too, since it can be restored); files
 * without a row are not copied. The disk files are only read, never removed.
 */
export async function copyAttachments(
  db: Db,
  options: {
    uploadsDir: string;
    target: AttachmentStore;
    onPage?: (report: CopyReport) => void;
    pageSize?: number;
  },
): Promise<CopyReport> {
  const source = createDiskAttachmentStore(options.uploadsDir);
  const report: CopyReport = { copied: 0, skipped: 0, missing: [] };
  const pageSize = options.pageSize ?? PAGE_SIZE;
  let afterId = 0;
  for (;;) {
    const page = await db
      .select({ id: attachments.id, key: attachments.storageKey })
      .from(attachments)
      .where(gt(attachments.id, afterId))
      .orderBy(asc(attachments.id))
      .limit(pageSize);
    for (const { key } of page) {
      const size = await source.sizeOf(key);
      if (size === undefined) report.missing.push(key);
      else if ((await options.target.sizeOf(key)) === size) report.skipped += 1;
      else {
        await options.target.put(key, path.join(options.uploadsDir, checkedStorageKey(key)));
        report.copied += 1;
      }
    }
    options.onPage?.(report);
    const last = page.at(-1);
    if (!last || page.length < pageSize) return report;
    afterId = last.id;
  }
}
