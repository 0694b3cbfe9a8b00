import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handBackDigest } from '#shared/domain/hand-back-digest.ts';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import { createDiskAttachmentStore } from '../storage/disk-attachment-store.ts';
import type { Database } from './client.ts';
import {
  activityLog,
  attachments,
  visitHandBackParts,
  visitHandBacks,
  visits,
  workOrders,
} from './schema.ts';
import { seedDemoData } from './seed.ts';

/** The demo's two hand-backs awaiting review, beside a demo that is otherwise as it was. */
let database: Database;
let dir: string;
const store = () => createDiskAttachmentStore(dir);

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'seed-hand-backs-'));
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the demo hand-backs', () => {
  it('are one signed on a done visit and one not finished waiting for the job’s part, both awaiting review', async () => {
    const result = await seedDemoData(database.db, {
      now: new Date('2026-03-18T15:42:10.000Z'),
      hashPassword: async (plain) => `hash:${plain}`,
      attachments: { store: store(), tempDir: dir },
    });
    expect(result.handBacks).toBe(2);
    const rows = await database.db.select().from(visitHandBacks).orderBy(visitHandBacks.id);
    expect(rows.map((row) => [row.status, row.outcome, row.signOffKind])).toEqual([
      ['awaiting-review', 'done', 'signed'],
      ['awaiting-review', 'not-finished', 'customer-not-present'],
    ]);
    const [signed, waiting] = rows;
    if (!signed || !waiting) throw new Error('two hand-backs expected');

    // The signature is a PNG in the store, an attachment of the order.
    const [signature] = await database.db
      .select()
      .from(attachments)
      .where(eq(attachments.id, signed.signatureAttachmentId ?? 0));
    expect(signature).toMatchObject({ workOrderId: signed.workOrderId, fileType: 'image/png' });
    const object = await store().open(signature?.storageKey ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of object?.stream ?? []) chunks.push(chunk as Buffer);
    const png = Buffer.concat(chunks);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');

    // Its digest is the one the server computes from the same content.
    const parts = await database.db
      .select()
      .from(visitHandBackParts)
      .where(eq(visitHandBackParts.handBackId, signed.id))
      .orderBy(visitHandBackParts.position);
    const { createHash } = await import('node:crypto');
    expect(
      await handBackDigest({
        visitId: signed.visitId,
        workDone: signed.workDone,
        parts: parts.map((p) => ({
          description: p.description,
          quantity: Number(p.quantity),
          partNumber: p.partNumber,
        })),
        arrivedAt: signed.arrivedAt.toISOString(),
        leftAt: signed.leftAt.toISOString(),
        timeChangeReason: null,
        signOff: { kind: 'signed', signerName: signed.signerName ?? '' },
        outcome: { kind: 'done' },
        signedAt: signed.signedAt.toISOString(),
        signatureSha256: createHash('sha256').update(png).digest('hex'),
        photos: [],
      }),
    ).toBe(signed.contentSha256);

    // The waiting job's part is the one it is on hold for; the visits carry their time on site.
    const [order] = await database.db.select().from(workOrders).where(eq(workOrders.id, waiting.workOrderId));
    expect(order?.status).toBe('on-hold');
    expect([order?.partTitle1, order?.partTitle2, order?.partTitle3]).toContain(waiting.waitingForPart);
    const [visit] = await database.db.select().from(visits).where(eq(visits.id, waiting.visitId));
    expect(visit).toMatchObject({
      status: 'not-finished',
      arrivedAt: waiting.arrivedAt,
      finishedAt: waiting.leftAt,
    });
    const lines = await database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'hand-back.submitted'));
    expect(lines).toHaveLength(2);
  });
});
