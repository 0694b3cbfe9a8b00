import { and, asc, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { attachments, workOrders } from '../db/schema.ts';
import type { AttachmentStore } from '../storage/attachment-store.ts';
import { aboutWorkOrder, recordActivity } from './activity-log.ts';
import { isoOrNull } from './iso-or-null.ts';
import { removeAttachmentFiles } from './remove-attachment-files.ts';

/** Orders removed per transaction: a backlog is worked through without one long lock. */
export const PURGE_BATCH_SIZE = 100;

type PurgeOptions = { store: AttachmentStore; retentionDays: number; log: FastifyBaseLogger };

/**
 * One batch: the oldest deletions past the retention, locked with SKIP LOCKED so processes running
 * the purge together take different orders (and a restore in progress keeps its order). Each
 * leaves a log line with no actor (the system); the cascade removes comments, questions,
 * assignments and attachment rows. Answers the batch's files, to be removed once it committed.
 */
async function purgeBatch(db: Db, retentionDays: number) {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select({
        id: workOrders.id,
        workOrderId: workOrders.workOrderId,
        title: workOrders.title,
        deletedAt: workOrders.deletedAt,
      })
      .from(workOrders)
      .where(
        and(
          isNotNull(workOrders.deletedAt),
          lt(workOrders.deletedAt, sql`now() - make_interval(days => ${retentionDays}::int)`),
        ),
      )
      .orderBy(asc(workOrders.deletedAt), asc(workOrders.id))
      .limit(PURGE_BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (expired.length === 0) return { purged: 0, storageKeys: [] };
    const ids = expired.map((row) => row.id);
    const files = await tx
      .select({ storageKey: attachments.storageKey })
      .from(attachments)
      .where(inArray(attachments.workOrderId, ids));
    await recordActivity(
      tx,
      expired.map((row) => ({
        ...aboutWorkOrder(row.id, row.workOrderId),
        action: 'purged',
        newValue: { title: row.title, deletedAt: isoOrNull(row.deletedAt), retentionDays },
        actorId: null,
      })),
    );
    await tx.delete(workOrders).where(inArray(workOrders.id, ids));
    return { purged: expired.length, storageKeys: files.map((file) => file.storageKey) };
  });
}

/**
 * The purge chore (ADR 029): removes for good every work order deleted more than `retentionDays`
 * ago, with everything under it, and then its attachment files. A file that cannot be removed is
 * logged and left (an unreferenced file, never a row without its file).
 */
export async function purgeDeletedWorkOrders(db: Db, options: PurgeOptions): Promise<number> {
  let total = 0;
  for (;;) {
    const { purged, storageKeys } = await purgeBatch(db, options.retentionDays);
    await removeAttachmentFiles(options.store, storageKeys, options.log);
    total += purged;
    if (purged < PURGE_BATCH_SIZE) return total;
  }
}
