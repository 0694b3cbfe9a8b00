import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type Attachment,
  FILE_TYPE_NOT_ALLOWED_MESSAGE,
  UploadAttachmentFieldsSchema,
} from '#shared/schemas/attachment.ts';
import type { PageQuery } from '#shared/schemas/list-query.ts';
import type { Db, Executor, Tx } from '../db/client.ts';
import { attachments, employees, workOrders } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import type { AttachmentStore } from '../storage/attachment-store.ts';
import { type AttachmentKind, detectAttachmentType } from '../storage/detect-file-type.ts';
import { fileNameForType, withoutHiddenCharacters } from '../storage/file-name-for-type.ts';
import { hasRenditions } from '../storage/image-renditions.ts';
import type { ReceivedUpload } from '../storage/receive-upload.ts';
import { newStorageKey } from '../storage/storage-key.ts';
import { removeTempUpload } from '../storage/temp-uploads.ts';
import { aboutWorkOrder, recordActivity } from './activity-log.ts';
import { storeRenditionsOfUpload } from './attachment-renditions.ts';
import type { RecordAnswer } from './idempotency-keys.ts';
import { isLive, liveWorkOrderById } from './live-work-orders.ts';
import { removeAttachmentFiles } from './remove-attachment-files.ts';

const ATTACHMENT_NOT_FOUND = 'Attachment not found';

type AttachmentRow = typeof attachments.$inferSelect & { uploaderName: string | null };

function toAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    workOrderId: row.workOrderId,
    // Names stored before uploads were cleaned are cleaned on the way out.
    fileName: withoutHiddenCharacters(row.fileName),
    fileType: row.fileType,
    fileSize: row.fileSize,
    filePath: `/api/attachments/${row.id}/file`,
    uploadedAt: row.uploadedAt.toISOString(),
    description: row.description,
    isImage: row.isImage,
    hasRenditions: hasRenditions(row.fileType),
    uploadedBy:
      row.uploadedBy !== null && row.uploaderName !== null
        ? { id: row.uploadedBy, name: row.uploaderName }
        : null,
  };
}

/** What the activity log keeps about a file: enough to say which one, never the bytes. */
const logSummary = (row: typeof attachments.$inferSelect) => ({
  id: row.id,
  fileName: row.fileName,
  fileSize: row.fileSize,
  fileType: row.fileType,
});

async function findWorkOrder(executor: Executor, id: number) {
  const [order] = await executor
    .select({ id: workOrders.id, workOrderId: workOrders.workOrderId })
    .from(workOrders)
    .where(liveWorkOrderById(id));
  if (!order) throw new AppError('not_found', 'Work order not found');
  return order;
}

/** A work order's files, newest first, with who uploaded each: one query for the page. */
export async function listAttachments(db: Db, workOrderId: number, page: PageQuery) {
  await findWorkOrder(db, workOrderId);
  const where = eq(attachments.workOrderId, workOrderId);
  const pageQuery = db
    .select({ ...getTableColumns(attachments), uploaderName: employees.name })
    .from(attachments)
    .leftJoin(employees, eq(employees.id, attachments.uploadedBy))
    .where(where)
    .orderBy(desc(attachments.uploadedAt), desc(attachments.id))
    .offset(page.offset);
  const [rows, totals] = await Promise.all([
    page.limit === undefined ? pageQuery : pageQuery.limit(page.limit),
    db.select({ n: count() }).from(attachments).where(where),
  ]);
  return { rows: rows.map(toAttachment), total: totals[0]?.n ?? 0 };
}

/** The upload form's text fields, checked: a 400 naming the field otherwise. */
export function parseUploadFields(fields: Record<string, string>) {
  const parsed = UploadAttachmentFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  throw new AppError('bad_request', errors[0]?.message ?? 'Invalid upload', errors);
}

type StoreAndLog = { store: AttachmentStore; log: FastifyBaseLogger };

/** What the bytes of an upload are, or a 415 naming what is allowed. */
async function requireAttachmentType(tempPath: string): Promise<AttachmentKind> {
  const kind = await detectAttachmentType(tempPath);
  if (!kind) throw new AppError('unsupported_media_type', FILE_TYPE_NOT_ALLOWED_MESSAGE);
  return kind;
}

/**
 * Stores a checked upload's bytes under a new key, with its renditions when it is an image (made
 * now, while the file is local, ADR 048; a failure there never fails the upload). The caller writes
 * the row and removes the object again when its transaction fails.
 */
export async function putUploadedFile(
  input: StoreAndLog & { tempPath: string; kind: AttachmentKind; keys: string[] },
): Promise<string> {
  const key = newStorageKey(input.kind.extension);
  // Known before the put: a put that failed late (its answer lost) may still have stored it.
  input.keys.push(key);
  await input.store.put(key, input.tempPath);
  if (hasRenditions(input.kind.mimeType)) {
    await storeRenditionsOfUpload(input.store, {
      originalKey: key,
      tempPath: input.tempPath,
      log: input.log,
    });
  }
  return key;
}

/** The row of a stored file and its activity-log line, in the caller's transaction. */
export async function insertAttachment(
  tx: Tx,
  input: {
    order: { id: number; workOrderId: string };
    fileName: string;
    size: number;
    kind: AttachmentKind;
    storageKey: string;
    description: string | null;
    uploader: { id: number; name: string };
  },
): Promise<Attachment> {
  const { order, kind, uploader } = input;
  const [row] = await tx
    .insert(attachments)
    .values({
      workOrderId: order.id,
      // Shown as the bytes are: an extension that says otherwise is corrected.
      fileName: fileNameForType(input.fileName, kind.extension),
      fileType: kind.mimeType,
      fileSize: input.size,
      storageKey: input.storageKey,
      description: input.description,
      isImage: kind.isImage,
      uploadedBy: uploader.id,
    })
    .returning();
  if (!row) throw new Error('insert returned no attachment');
  await recordActivity(tx, {
    ...aboutWorkOrder(order.id, order.workOrderId),
    action: 'attachment_added',
    newValue: logSummary(row),
    actorId: uploader.id,
  });
  return toAttachment({ ...row, uploaderName: uploader.name });
}

/**
 * Accepts a received upload: checks its fields and the type its bytes show, stores it under its
 * final name, and writes the row with its activity-log line in one transaction. Any failure leaves
 * neither an object nor a row behind (a store that cannot even remove it is logged), and the temp
 * file is removed either way.
 */
export async function addAttachment(
  db: Db,
  input: StoreAndLog & {
    upload: ReceivedUpload;
    uploader: { id: number; name: string };
    /** Stores an Idempotency-Key's answer in this transaction (ADR 045). */
    record?: RecordAnswer<Attachment>;
  },
): Promise<Attachment> {
  const { upload } = input;
  const keys: string[] = [];
  try {
    const fields = parseUploadFields(upload.fields);
    const kind = await requireAttachmentType(upload.tempPath);
    const storageKey = await putUploadedFile({ ...input, tempPath: upload.tempPath, kind, keys });
    return await db.transaction(async (tx) => {
      const order = await findWorkOrder(tx, fields.workOrderId);
      const attachment = await insertAttachment(tx, {
        order,
        fileName: upload.fileName,
        size: upload.size,
        kind,
        storageKey,
        description: fields.description ?? null,
        uploader: input.uploader,
      });
      await input.record?.(tx, attachment);
      return attachment;
    });
  } catch (error) {
    await removeAttachmentFiles(input.store, keys, input.log);
    throw error;
  } finally {
    await removeTempUpload(upload.tempPath);
  }
}

/**
 * Removes the row (with its log line) and, once that committed, the bytes: a file already gone is
 * fine, and one the store cannot remove now is logged, not answered as a failure.
 */
export async function deleteAttachment(db: Db, input: StoreAndLog & { id: number; actorId: number }) {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(attachments).where(eq(attachments.id, input.id)).returning();
    if (!row) throw new AppError('not_found', ATTACHMENT_NOT_FOUND);
    const order = await findWorkOrder(tx, row.workOrderId);
    await recordActivity(tx, {
      ...aboutWorkOrder(order.id, order.workOrderId),
      action: 'attachment_deleted',
      oldValue: logSummary(row),
      actorId: input.actorId,
    });
    return row;
  });
  await removeAttachmentFiles(input.store, [removed.storageKey], input.log);
  return { message: 'File deleted' as const, id: removed.id };
}

/** An attachment's row, unless there is none or its work order is deleted (its files are unknown). */
export async function findLiveAttachment(db: Db, id: number) {
  const [found] = await db
    .select({ row: attachments })
    .from(attachments)
    .innerJoin(workOrders, and(eq(workOrders.id, attachments.workOrderId), isLive))
    .where(eq(attachments.id, id));
  if (!found) throw new AppError('not_found', ATTACHMENT_NOT_FOUND);
  return found.row;
}

export const STORED_FILE_MISSING_MESSAGE = 'The stored file is missing. Please upload it again.';

/** The stored bytes of an attachment and what to send them as. */
export async function openAttachmentFile(db: Db, input: { store: AttachmentStore; id: number }) {
  const row = await findLiveAttachment(db, input.id);
  const stored = await input.store.open(row.storageKey);
  if (!stored) throw new AppError('not_found', STORED_FILE_MISSING_MESSAGE);
  return {
    ...stored,
    fileName: withoutHiddenCharacters(row.fileName),
    fileType: row.fileType,
    isImage: row.isImage,
  };
}
