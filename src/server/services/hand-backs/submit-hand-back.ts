import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { HandBack } from '#shared/schemas/hand-back.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  visitHandBackParts,
  visitHandBackPhotos,
  visitHandBacks,
  visits,
  workOrders,
} from '../../db/schema.ts';
import type { AttachmentStore } from '../../storage/attachment-store.ts';
import type { AttachmentKind } from '../../storage/detect-file-type.ts';
import { aboutWorkOrder, recordActivity } from '../activity-log.ts';
import { insertAttachment, putUploadedFile } from '../attachments.ts';
import type { EmployeeRow } from '../employee-view.ts';
import type { RecordAnswer } from '../idempotency-keys.ts';
import { removeAttachmentFiles } from '../remove-attachment-files.ts';
import { updateWorkOrderIn, withJobNumberConflict } from '../update-work-order.ts';
import { companyTimeZone, refreshAppointmentDates } from '../visits/index.ts';
import { type CheckedHandBack, checkHandBackForm } from './check-hand-back-form.ts';
import { handBackActivityLine } from './hand-back-activity.ts';
import { findHandBack } from './hand-back-view.ts';
import { checkAgainstVisit, type HandBackVisit, lockHandBackVisit } from './hand-back-visit.ts';
import { discardHandBackForm, type ReceivedHandBackForm } from './receive-hand-back-form.ts';

const PNG: AttachmentKind = { extension: 'png', mimeType: 'image/png', isImage: true };

type Submission = {
  actor: EmployeeRow;
  visitId: number;
  form: ReceivedHandBackForm;
  store: AttachmentStore;
  log: FastifyBaseLogger;
  /** Stores an Idempotency-Key's answer in the transaction (ADR 045). */
  record?: RecordAnswer<HandBack> | undefined;
};

type StoredFiles = {
  photos: { label: 'before' | 'after'; storageKey: string; file: CheckedHandBack['photos'][number] }[];
  signature: string | undefined;
};

/** The photos and the signature in the attachment store, before the transaction that names them. */
async function storeFiles(
  submission: Submission,
  handBack: CheckedHandBack,
  keys: string[],
): Promise<StoredFiles> {
  const { store, log } = submission;
  const photos: StoredFiles['photos'] = [];
  for (const photo of handBack.photos) {
    const storageKey = await putUploadedFile({
      store,
      log,
      tempPath: photo.tempPath,
      kind: photo.kind,
      keys,
    });
    photos.push({ label: photo.label, storageKey, file: photo });
  }
  const signature = handBack.signature
    ? await putUploadedFile({ store, log, tempPath: handBack.signature.tempPath, kind: PNG, keys })
    : undefined;
  return { photos, signature };
}

/** The visit closed with the outcome, its stamps the time on site the hand-back states. */
async function closeVisit(tx: Tx, actor: EmployeeRow, visit: HandBackVisit, handBack: CheckedHandBack) {
  await tx
    .update(visits)
    .set({
      status: handBack.fields.outcome.kind === 'done' ? 'done' : 'not-finished',
      arrivedAt: handBack.arrivedAt,
      finishedAt: handBack.leftAt,
      statusChangedAt: sql`now()`,
      statusChangedBy: actor.id,
      version: sql`${visits.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(visits.id, visit.row.id));
  await refreshAppointmentDates(tx, visit.order.id, await companyTimeZone(tx));
}

/**
 * The outcome on the order (ADR 068): waiting for a part puts it on hold with the part's title in
 * its first free slot, through the same update a status change takes; anything else leaves its
 * status as it is (a return needed leaves it open with no visit to come: the Unscheduled tray). The
 * order is touched either way, so every screen showing it hears of the hand-back (ADR 044).
 */
async function applyOutcome(
  tx: Tx,
  actor: EmployeeRow,
  visit: HandBackVisit,
  handBack: CheckedHandBack,
  slot: 1 | 2 | 3 | undefined,
) {
  const { outcome } = handBack.fields;
  if (outcome.kind === 'not-finished' && outcome.waitingForPart && slot !== undefined) {
    await updateWorkOrderIn(tx, actor, visit.order.id, {
      status: 'on-hold',
      [`partTitle${slot}`]: outcome.waitingForPart,
    } as Parameters<typeof updateWorkOrderIn>[3]);
  }
  await tx.update(workOrders).set({ updatedAt: new Date() }).where(eq(workOrders.id, visit.order.id));
}

async function writeHandBack(
  tx: Tx,
  submission: Submission,
  handBack: CheckedHandBack,
  files: StoredFiles,
): Promise<HandBack> {
  const { actor } = submission;
  const visit = await lockHandBackVisit(tx, actor, submission.visitId);
  const slot = await checkAgainstVisit(tx, visit, handBack);
  const order = { id: visit.order.id, workOrderId: visit.order.jobNumber };
  const uploader = { id: actor.id, name: actor.name };
  const photoAttachments = [];
  for (const photo of files.photos) {
    photoAttachments.push(
      await insertAttachment(tx, {
        order,
        fileName: photo.file.fileName,
        size: photo.file.size,
        kind: photo.file.kind,
        storageKey: photo.storageKey,
        description: null,
        uploader,
      }),
    );
  }
  const signature =
    files.signature && handBack.signature
      ? await insertAttachment(tx, {
          order,
          fileName: handBack.signature.fileName,
          size: handBack.signature.size,
          kind: PNG,
          storageKey: files.signature,
          description: null,
          uploader,
        })
      : undefined;
  const { fields } = handBack;
  const [row] = await tx
    .insert(visitHandBacks)
    .values({
      visitId: visit.row.id,
      workOrderId: visit.order.id,
      technicianId: visit.technician.id,
      submittedBy: actor.id,
      workDone: fields.workDone,
      arrivedAt: handBack.arrivedAt,
      leftAt: handBack.leftAt,
      minutesOnSite: handBack.minutesOnSite,
      timeChangeReason: fields.timeChangeReason ?? null,
      signOffKind: fields.signOff.kind,
      signerName: fields.signOff.kind === 'signed' ? fields.signOff.signerName : null,
      notPresentReason: fields.signOff.kind === 'customer-not-present' ? fields.signOff.reason : null,
      signatureAttachmentId: signature?.id ?? null,
      signatureWidth: handBack.signature?.width ?? null,
      signatureHeight: handBack.signature?.height ?? null,
      outcome: fields.outcome.kind,
      notFinishedReason: fields.outcome.kind === 'not-finished' ? fields.outcome.reason : null,
      returnNeeded: fields.outcome.kind === 'not-finished' && fields.outcome.returnNeeded,
      waitingForPart: fields.outcome.kind === 'not-finished' ? (fields.outcome.waitingForPart ?? null) : null,
      signedAt: fields.signedAt,
      contentSha256: handBack.contentSha256,
    })
    .returning({ id: visitHandBacks.id });
  if (!row) throw new Error('insert returned no hand-back');
  if (fields.parts.length > 0) {
    await tx.insert(visitHandBackParts).values(
      fields.parts.map((part, position) => ({
        handBackId: row.id,
        position,
        description: part.description,
        quantity: part.quantity.toFixed(2),
        partNumber: part.partNumber ?? null,
      })),
    );
  }
  if (photoAttachments.length > 0) {
    await tx.insert(visitHandBackPhotos).values(
      photoAttachments.map((attachment, position) => ({
        handBackId: row.id,
        attachmentId: attachment.id,
        label: files.photos[position]?.label ?? 'before',
        position,
      })),
    );
  }
  await closeVisit(tx, actor, visit, handBack);
  await applyOutcome(tx, actor, visit, handBack, slot);
  await recordActivity(tx, {
    ...aboutWorkOrder(visit.order.id, visit.order.jobNumber),
    action: 'hand-back.submitted',
    newValue: {
      summary: handBackActivityLine(visit.technician.name, fields, handBack.minutesOnSite),
      visitId: visit.row.id,
      handBackId: row.id,
      contentSha256: handBack.contentSha256,
    },
    actorId: actor.id,
  });
  const written = await findHandBack(tx, row.id);
  if (!written) throw new Error('the hand-back just written is not found');
  await submission.record?.(tx, written);
  return written;
}

/**
 * POST /api/visits/{id}/hand-back (docs/decisions/068-visit-hand-back.md). Everything is checked
 * before anything is written: the visit and who may hand it back, the form, the job type's rules.
 * Then the files go to the store and one transaction writes the hand-back, its parts, its photos
 * and signature as attachments of the order, the visit's status and stamps, the outcome on the
 * order and the activity line; any failure removes the stored files again. The temp files go either way.
 */
export async function submitHandBack(db: Db, submission: Submission): Promise<HandBack> {
  const keys: string[] = [];
  try {
    const { actor, visitId, form } = submission;
    await db.transaction((tx) => lockHandBackVisit(tx, actor, visitId));
    const handBack = await checkHandBackForm(visitId, form);
    await db.transaction(async (tx) =>
      checkAgainstVisit(tx, await lockHandBackVisit(tx, actor, visitId), handBack),
    );
    const files = await storeFiles(submission, handBack, keys);
    return await db.transaction((tx) => writeHandBack(tx, submission, handBack, files));
  } catch (error) {
    await removeAttachmentFiles(submission.store, keys, submission.log);
    // Two hand-backs of one visit wait on its lock, and the second meets the first there.
    throw withJobNumberConflict(error);
  } finally {
    await discardHandBackForm(submission.form);
  }
}
