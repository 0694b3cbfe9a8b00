import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { and, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { handBackDigest } from '#shared/domain/hand-back-digest.ts';
import { timeOnSiteLabel } from '#shared/domain/time-on-site.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_TEXTS } from '#shared/spec-texts/hand-back-texts.ts';
import type { AttachmentStore } from '../storage/attachment-store.ts';
import { newStorageKey } from '../storage/storage-key.ts';
import { newTempPath } from '../storage/temp-uploads.ts';
import type { Tx } from './client.ts';
import {
  activityLog,
  attachments,
  employees,
  visitHandBackParts,
  visitHandBacks,
  visits,
  visitTechnicians,
  workOrders,
} from './schema.ts';

/** Where the demo's signature is stored: the portal's attachment store and its temp folder. */
export type SeedAttachments = { store: AttachmentStore; tempDir: string };

/** A customer's scrawl on the phone's pad, drawn as the pad would save it. */
const SIGNATURE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200">
  <rect width="600" height="200" fill="white"/>
  <path d="M40 140 C 70 40, 110 40, 120 130 S 170 60, 200 120 S 260 150, 290 90 C 310 60, 330 160, 360 110
    S 420 70, 450 120 S 520 140, 560 80" stroke="#1a1a2e" stroke-width="5" fill="none" stroke-linecap="round"/>
</svg>`;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The latest finished visit of the given status whose crew has a lead, and the order's part titles. */
async function latestVisit(tx: Tx, status: 'done' | 'not-finished', orderStatus: string) {
  const [found] = await tx
    .select({
      id: visits.id,
      startsAt: visits.startsAt,
      endsAt: visits.endsAt,
      workOrderId: visits.workOrderId,
      jobNumber: workOrders.workOrderId,
      partTitle: sql<
        string | null
      >`coalesce(${workOrders.partTitle1}, ${workOrders.partTitle2}, ${workOrders.partTitle3})`,
      leadId: employees.id,
      leadName: employees.name,
    })
    .from(visits)
    .innerJoin(workOrders, eq(workOrders.id, visits.workOrderId))
    .innerJoin(
      visitTechnicians,
      and(eq(visitTechnicians.visitId, visits.id), eq(visitTechnicians.role, 'lead')),
    )
    .innerJoin(employees, eq(employees.id, visitTechnicians.employeeId))
    .where(and(eq(visits.status, status), eq(workOrders.status, orderStatus)))
    .orderBy(desc(visits.endsAt), desc(visits.id))
    .limit(1);
  return found;
}

type DemoVisit = NonNullable<Awaited<ReturnType<typeof latestVisit>>>;

/** The signature PNG in the store and as an attachment of the order. */
async function storeSignature(tx: Tx, files: SeedAttachments, visit: DemoVisit, keys: string[]) {
  const png = await sharp(Buffer.from(SIGNATURE_SVG)).png().toBuffer();
  await mkdir(files.tempDir, { recursive: true });
  const tempPath = newTempPath(files.tempDir);
  const storageKey = newStorageKey('png');
  try {
    await writeFile(tempPath, png);
    keys.push(storageKey);
    await files.store.put(storageKey, tempPath);
  } finally {
    await rm(tempPath, { force: true });
  }
  const [row] = await tx
    .insert(attachments)
    .values({
      workOrderId: visit.workOrderId,
      fileName: 'signature.png',
      fileType: 'image/png',
      fileSize: png.length,
      storageKey,
      isImage: true,
      uploadedBy: visit.leadId,
      uploadedAt: visit.endsAt,
    })
    .returning({ id: attachments.id });
  return { id: row?.id ?? null, sha256: sha256(png), width: 600, height: 200 };
}

function minutesOf(visit: DemoVisit) {
  return Math.min(
    24 * 60,
    Math.max(1, Math.round((visit.endsAt.getTime() - visit.startsAt.getTime()) / 60_000)),
  );
}

async function insertHandBack(
  tx: Tx,
  visit: DemoVisit,
  content: Omit<Parameters<typeof handBackDigest>[0], 'visitId' | 'arrivedAt' | 'leftAt' | 'signedAt'>,
  signature: { id: number | null; width: number; height: number } | undefined,
  summary: string,
) {
  const arrivedAt = visit.startsAt.toISOString();
  const leftAt = visit.endsAt.toISOString();
  const contentSha256 = await handBackDigest({
    ...content,
    visitId: visit.id,
    arrivedAt,
    leftAt,
    signedAt: leftAt,
  });
  const { signOff, outcome } = content;
  const [row] = await tx
    .insert(visitHandBacks)
    .values({
      visitId: visit.id,
      workOrderId: visit.workOrderId,
      technicianId: visit.leadId,
      submittedBy: visit.leadId,
      workDone: content.workDone,
      arrivedAt: visit.startsAt,
      leftAt: visit.endsAt,
      minutesOnSite: minutesOf(visit),
      signOffKind: signOff.kind,
      signerName: signOff.kind === 'signed' ? signOff.signerName : null,
      notPresentReason: signOff.kind === 'customer-not-present' ? signOff.reason : null,
      signatureAttachmentId: signature?.id ?? null,
      signatureWidth: signature?.width ?? null,
      signatureHeight: signature?.height ?? null,
      outcome: outcome.kind,
      notFinishedReason: outcome.kind === 'not-finished' ? outcome.reason : null,
      returnNeeded: outcome.kind === 'not-finished' && outcome.returnNeeded,
      waitingForPart: outcome.kind === 'not-finished' ? (outcome.waitingForPart ?? null) : null,
      signedAt: visit.endsAt,
      contentSha256,
      createdAt: visit.endsAt,
    })
    .returning({ id: visitHandBacks.id });
  if (!row) return;
  if (content.parts.length > 0) {
    await tx.insert(visitHandBackParts).values(
      content.parts.map((part, position) => ({
        handBackId: row.id,
        position,
        description: part.description,
        quantity: part.quantity.toFixed(2),
        partNumber: part.partNumber ?? null,
      })),
    );
  }
  await tx
    .update(visits)
    .set({ arrivedAt: visit.startsAt, finishedAt: visit.endsAt })
    .where(eq(visits.id, visit.id));
  await tx.insert(activityLog).values({
    entityType: 'work_order',
    entityId: visit.workOrderId,
    entityLabel: visit.jobNumber,
    action: 'hand-back.submitted',
    newValue: { summary, visitId: visit.id, handBackId: row.id, contentSha256 },
    actorId: visit.leadId,
    createdAt: visit.endsAt,
  });
}

/**
 * Two hand-backs awaiting review on the demo's finished visits (docs/decisions/068-visit-hand-back.md):
 * the latest done visit signed by the customer (a PNG drawn with sharp, stored as the order's
 * attachment), and the latest visit not finished on a job waiting for a part. Nothing else of the
 * demo changes. Returns the keys stored, so a failed seed can remove them; and how many were written.
 */
export async function insertDemoHandBacks(tx: Tx, files: SeedAttachments, keys: string[]): Promise<number> {
  let written = 0;
  const done = await latestVisit(tx, 'done', 'completed');
  if (done) {
    const signature = await storeSignature(tx, files, done, keys);
    const parts = [
      { description: 'Wax ring with flange', quantity: 1, partNumber: 'WR-300' },
      { description: 'Closet bolts', quantity: 2, partNumber: null },
    ];
    const minutes = minutesOf(done);
    const summary = fillTemplate(HAND_BACK_TEXTS.activityFinished, {
      technician: done.leadName,
      signOff: fillTemplate(HAND_BACK_TEXTS.activitySignedBy, { name: 'J. Chatterjee' }),
      duration: timeOnSiteLabel(minutes),
      parts: fillTemplate(HAND_BACK_TEXTS.activityParts, { count: parts.length }),
    });
    await insertHandBack(
      tx,
      done,
      {
        workDone: 'Reset the toilet on a new wax ring and closet bolts; no leak after ten flushes.',
        parts,
        timeChangeReason: null,
        signOff: { kind: 'signed', signerName: 'J. Chatterjee' },
        outcome: { kind: 'done' },
        signatureSha256: signature.sha256,
        photos: [],
      },
      signature,
      summary,
    );
    written += 1;
  }
  const waiting = await latestVisit(tx, 'not-finished', 'on-hold');
  if (waiting?.partTitle) {
    const reason = 'The part on the job is not in the van';
    const summary = fillTemplate(HAND_BACK_TEXTS.activityNotFinished, {
      technician: waiting.leadName,
      reason,
      duration: timeOnSiteLabel(minutesOf(waiting)),
      parts: HAND_BACK_TEXTS.activityNoParts,
    });
    await insertHandBack(
      tx,
      waiting,
      {
        workDone: 'Found the fault and isolated the supply; the job waits for the part.',
        parts: [],
        timeChangeReason: null,
        signOff: { kind: 'customer-not-present', reason: 'Tenant at work; the office let us in' },
        outcome: { kind: 'not-finished', reason, returnNeeded: true, waitingForPart: waiting.partTitle },
        signatureSha256: null,
        photos: [],
      },
      undefined,
      summary,
    );
    written += 1;
  }
  return written;
}
