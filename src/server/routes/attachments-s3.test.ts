import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { type FilePart, multipartForm } from '#tooling/test-server/multipart-form.ts';
import {
  type S3TestServer,
  startS3TestServer,
  unreachableS3Settings,
} from '#tooling/test-server/s3-test-server.ts';
import * as sample from '#tooling/test-server/sample-files.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { attachments, workOrders } from '../db/schema.ts';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../http/service-unavailable.ts';
import { purgeDeletedWorkOrders } from '../services/purge-deleted-work-orders.ts';
import { s3ClientFor } from '../storage/s3-attachment-store.ts';

/** The attachment routes with ATTACHMENT_STORE=s3, against a real S3 API server (ADR 042). */
let s3: S3TestServer;
let t: TestApp;
let dataDir: string;
let office: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  s3 = await startS3TestServer();
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-attachments-s3-'));
  t = await createTestApp({ dataDir, attachmentStore: 's3', s3: s3.settings });
  office = await signedIn(t, 'office');
});
afterAll(async () => {
  await t.close();
  await s3.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Files left under DATA_DIR/uploads: with s3 only temp files ever go there, and never stay. */
const localFiles = () => {
  const dir = path.join(dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function upload(
  fields: Record<string, string>,
  file: FilePart,
  on = { app: t.app, headers: office.headers },
) {
  const { payload, contentType } = await multipartForm(fields, [file]);
  return on.app.inject({
    method: 'POST',
    url: '/api/attachments',
    payload,
    headers: { ...on.headers, 'content-type': contentType },
  });
}

const storageKeyOf = async (id: number) => {
  const [row] = await t.database.db.select().from(attachments).where(eq(attachments.id, id));
  return row?.storageKey ?? '';
};

describe('attachments on S3', () => {
  it('uploads into the bucket, downloads with the same headers, and deletes the object', async () => {
    const order = await insertWorkOrder(t.database);
    const bytes = sample.png();
    const created = await upload({ workOrderId: String(order.id) }, { name: 'leak.png', bytes });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const key = await storageKeyOf(id);
    expect(key).toMatch(/^[0-9a-f-]{36}\.png$/);
    // Beside it, the photo's thumbnail and display size (ADR 048).
    const stem = key.replace(/\.png$/, '');
    expect((await s3.keys()).sort()).toEqual([`${stem}.display.webp`, key, `${stem}.thumbnail.webp`]);
    expect(localFiles()).toEqual([]);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/attachments/${id}/file?inline=1`,
      headers: office.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(bytes.length),
      'content-disposition': 'inline; filename="leak.png"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/attachments/${id}`,
      headers: office.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await s3.keys()).toEqual([]);
  });

  it('removes the stored object when the database write after it fails (an unknown work order)', async () => {
    const before = s3.requests.length;
    const response = await upload({ workOrderId: '99999999' }, { name: 'a.pdf', bytes: sample.pdf() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Work order not found' });
    // The object was written, then removed: not an upload refused before it reached the store.
    const calls = s3.requests.slice(before);
    const put = calls.find((call) => call.startsWith('PUT /portal-attachments/'));
    const key = put?.match(/\/portal-attachments\/([^?]+)/)?.[1];
    expect(key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(calls).toContainEqual(expect.stringMatching(new RegExp(`^DELETE /portal-attachments/${key}`)));
    expect(await s3.keys()).toEqual([]);
    expect(localFiles()).toEqual([]);
  });

  it('answers the usual 404 for an object missing from the bucket', async () => {
    const order = await insertWorkOrder(t.database);
    const created = await upload({ workOrderId: String(order.id) }, { name: 'q.pdf', bytes: sample.pdf() });
    const { id } = created.json();
    const client = s3ClientFor(s3.settings);
    await client.send(new DeleteObjectCommand({ Bucket: s3.settings.bucket, Key: await storageKeyOf(id) }));
    client.destroy();
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/attachments/${id}/file`,
      headers: office.headers,
    });
    expect(download.statusCode).toBe(404);
    expect(download.json()).toEqual({ message: 'The stored file is missing. Please upload it again.' });
  });

  it('removes the objects of a purged work order once the purge committed', async () => {
    const order = await insertWorkOrder(t.database);
    const created = await upload({ workOrderId: String(order.id) }, { name: 'p.png', bytes: sample.png() });
    const key = await storageKeyOf(created.json().id);
    expect(await s3.keys()).toContain(key);
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await t.database.db.update(workOrders).set({ deletedAt: longAgo }).where(eq(workOrders.id, order.id));
    const log = { warn: () => {} } as unknown as FastifyBaseLogger;
    await purgeDeletedWorkOrders(t.database.db, { store: t.app.attachmentStore, retentionDays: 30, log });
    expect(await s3.keys()).not.toContain(key);
  });
});

describe('attachments when the S3 service does not answer', () => {
  let down: TestApp;
  let session: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    down = await createTestApp({ dataDir, attachmentStore: 's3', s3: await unreachableS3Settings() });
    session = await signedIn(down, 'office');
  });
  afterAll(() => down.close());

  /** A row as an earlier upload would have left it, its object out of reach now. */
  async function storedAttachment() {
    const order = await insertWorkOrder(down.database);
    const [row] = await down.database.db
      .insert(attachments)
      .values({
        workOrderId: order.id,
        fileName: 'leak.png',
        fileType: 'image/png',
        fileSize: 100,
        storageKey: '00000000-0000-4000-8000-000000000001.png',
        isImage: true,
      })
      .returning();
    if (!row) throw new Error('insert returned no attachment');
    return row;
  }

  it('answers an upload 503 with Retry-After, and keeps neither a row nor a temp file', async () => {
    const order = await insertWorkOrder(down.database);
    const file = { name: 'a.png', bytes: sample.png() };
    const response = await upload({ workOrderId: String(order.id) }, file, {
      app: down.app,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: STORAGE_UNAVAILABLE_MESSAGE });
    expect(
      await down.database.db.select().from(attachments).where(eq(attachments.workOrderId, order.id)),
    ).toEqual([]);
    expect(localFiles()).toEqual([]);
  });

  it('answers a download 503, and still deletes: the row goes, the object is left (logged)', async () => {
    const row = await storedAttachment();
    const download = await down.app.inject({
      method: 'GET',
      url: `/api/attachments/${row.id}/file`,
      headers: session.headers,
    });
    expect(download.statusCode).toBe(503);
    expect(download.json()).toEqual({ message: STORAGE_UNAVAILABLE_MESSAGE });
    const removed = await down.app.inject({
      method: 'DELETE',
      url: `/api/attachments/${row.id}`,
      headers: session.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await down.database.db.select().from(attachments).where(eq(attachments.id, row.id))).toEqual([]);
  });
});
