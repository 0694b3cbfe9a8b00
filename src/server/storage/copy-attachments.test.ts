import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkOrder } from '#tooling/test-server/fixtures.ts';
import { type S3TestServer, startS3TestServer } from '#tooling/test-server/s3-test-server.ts';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import type { Database } from '../db/client.ts';
import { attachments } from '../db/schema.ts';
import type { AttachmentStore } from './attachment-store.ts';
import { copyAttachments } from './copy-attachments.ts';
import { createS3AttachmentStore } from './s3-attachment-store.ts';
import { newStorageKey } from './storage-key.ts';

let database: Database;
let s3: S3TestServer;
let target: AttachmentStore;
let dataDir: string;
let uploadsDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  s3 = await startS3TestServer();
  target = createS3AttachmentStore(s3.settings);
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-copy-'));
  uploadsDir = path.join(dataDir, 'uploads');
  mkdirSync(uploadsDir);
});
afterAll(async () => {
  target.close();
  await s3.stop();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** An attachment row, with its file on disk unless `onDisk` is false; answers its key and bytes. */
async function attachment(workOrderId: number, onDisk = true) {
  const bytes = randomBytes(1000 + Math.floor(Math.random() * 5000));
  const key = newStorageKey('pdf');
  if (onDisk) writeFileSync(path.join(uploadsDir, key), bytes);
  await database.db.insert(attachments).values({
    workOrderId,
    fileName: `${key}.pdf`,
    fileType: 'application/pdf',
    fileSize: bytes.length,
    storageKey: key,
    isImage: false,
  });
  return { key, bytes };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('copyAttachments (npm run attachments:copy-to-s3)', () => {
  it('finishes a half-done copy, then finds nothing left to do; the disk copies stay', async () => {
    const order = await insertWorkOrder(database);
    const done = await attachment(order.id);
    const cutShort = await attachment(order.id);
    const notYet = [await attachment(order.id), await attachment(order.id)];
    const lost = await attachment(order.id, false);
    // What an interrupted run left: one file copied, one object of another size (an old try).
    await target.put(done.key, path.join(uploadsDir, done.key));
    const stale = path.join(dataDir, 'stale');
    writeFileSync(stale, 'partial');
    await target.put(cutShort.key, stale);

    const first = await copyAttachments(database.db, { uploadsDir, target });
    expect(first).toEqual({ copied: 3, skipped: 1, missing: [lost.key] });
    for (const file of [done, cutShort, ...notYet]) {
      const stored = await target.open(file.key);
      expect(stored && (await readAll(stored.stream)).equals(file.bytes), file.key).toBe(true);
      expect(readFileSync(path.join(uploadsDir, file.key)).equals(file.bytes)).toBe(true);
    }
    expect(await s3.keys()).toEqual([done.key, cutShort.key, ...notYet.map((file) => file.key)].sort());

    const puts = () => s3.requests.filter((request) => request.startsWith('PUT ')).length;
    const putsBefore = puts();
    const pages: number[] = [];
    const second = await copyAttachments(database.db, {
      uploadsDir,
      target,
      onPage: (report) => pages.push(report.skipped),
      pageSize: 2,
    });
    expect(second).toEqual({ copied: 0, skipped: 4, missing: [lost.key] });
    expect(puts()).toBe(putsBefore);
    // Walked two rows at a time: the running totals after each page.
    expect(pages).toEqual([2, 4, 4]);
  });
});
