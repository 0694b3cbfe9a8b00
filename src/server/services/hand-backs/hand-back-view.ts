import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { HandBack, HandBackStatus } from '#shared/schemas/hand-back.ts';
import type { Executor } from '../../db/client.ts';
import {
  attachments,
  employees,
  visitHandBackParts,
  visitHandBackPhotos,
  visitHandBacks,
  workOrders,
} from '../../db/schema.ts';
import { withoutHiddenCharacters } from '../../storage/file-name-for-type.ts';

const technician = alias(employees, 'hand_back_technician');
const reviewer = alias(employees, 'hand_back_reviewer');
const reopener = alias(employees, 'hand_back_reopener');

const person = (id: number | null, name: string | null) =>
  id !== null && name !== null ? { id, name } : null;

/** Hand-backs matching `where`, newest first, each with its parts and photos (three statements). */
export async function findHandBacks(executor: Executor, where: SQL): Promise<HandBack[]> {
  const rows = await executor
    .select({
      row: visitHandBacks,
      jobNumber: workOrders.workOrderId,
      technicianName: technician.name,
      reviewerName: reviewer.name,
      reopenerName: reopener.name,
    })
    .from(visitHandBacks)
    .innerJoin(workOrders, eq(workOrders.id, visitHandBacks.workOrderId))
    .leftJoin(technician, eq(technician.id, visitHandBacks.technicianId))
    .leftJoin(reviewer, eq(reviewer.id, visitHandBacks.reviewedBy))
    .leftJoin(reopener, eq(reopener.id, visitHandBacks.reopenedBy))
    .where(where)
    .orderBy(desc(visitHandBacks.createdAt), desc(visitHandBacks.id));
  if (rows.length === 0) return [];
  const ids = rows.map(({ row }) => row.id);
  const [parts, photos] = await Promise.all([
    executor
      .select()
      .from(visitHandBackParts)
      .where(inArray(visitHandBackParts.handBackId, ids))
      .orderBy(asc(visitHandBackParts.position)),
    executor
      .select({
        handBackId: visitHandBackPhotos.handBackId,
        attachmentId: visitHandBackPhotos.attachmentId,
        label: visitHandBackPhotos.label,
        fileName: attachments.fileName,
      })
      .from(visitHandBackPhotos)
      .innerJoin(attachments, eq(attachments.id, visitHandBackPhotos.attachmentId))
      .where(inArray(visitHandBackPhotos.handBackId, ids))
      .orderBy(asc(visitHandBackPhotos.position)),
  ]);
  return rows.map(({ row, jobNumber, technicianName, reviewerName, reopenerName }) => ({
    id: row.id,
    visitId: row.visitId,
    workOrderId: row.workOrderId,
    jobNumber,
    technician: person(row.technicianId, technicianName) ?? { id: 0, name: '' },
    workDone: row.workDone,
    parts: parts
      .filter((part) => part.handBackId === row.id)
      .map((part) => ({
        description: part.description,
        quantity: Number(part.quantity),
        partNumber: part.partNumber,
      })),
    arrivedAt: row.arrivedAt.toISOString(),
    leftAt: row.leftAt.toISOString(),
    minutesOnSite: row.minutesOnSite,
    timeChangeReason: row.timeChangeReason,
    signOff:
      row.signOffKind === 'signed'
        ? {
            kind: 'signed' as const,
            signerName: row.signerName ?? '',
            signatureAttachmentId: row.signatureAttachmentId ?? 0,
            signatureWidth: row.signatureWidth ?? 0,
            signatureHeight: row.signatureHeight ?? 0,
          }
        : { kind: 'customer-not-present' as const, reason: row.notPresentReason ?? '' },
    outcome:
      row.outcome === 'done'
        ? { kind: 'done' as const }
        : {
            kind: 'not-finished' as const,
            reason: row.notFinishedReason ?? '',
            returnNeeded: row.returnNeeded,
            waitingForPart: row.waitingForPart,
          },
    photos: photos
      .filter((photo) => photo.handBackId === row.id)
      .map((photo) => ({
        attachmentId: photo.attachmentId,
        label: photo.label as 'before' | 'after',
        fileName: withoutHiddenCharacters(photo.fileName),
      })),
    signedAt: row.signedAt.toISOString(),
    contentSha256: row.contentSha256,
    status: row.status as HandBackStatus,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewedBy: person(row.reviewedBy, reviewerName),
    reopenedAt: row.reopenedAt?.toISOString() ?? null,
    reopenedBy: person(row.reopenedBy, reopenerName),
    reopenReason: row.reopenReason,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  }));
}

export async function findHandBack(executor: Executor, id: number): Promise<HandBack | undefined> {
  const [handBack] = await findHandBacks(executor, eq(visitHandBacks.id, id));
  return handBack;
}
