import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RENDITIONS_MESSAGE, UNREADABLE_IMAGE_MESSAGE } from '#shared/domain/image-renditions.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { type FilePart, multipartForm } from '#tooling/test-server/multipart-form.ts';
import { type S3TestServer, startS3TestServer } from '#tooling/test-server/s3-test-server.ts';
import * as sample from '#tooling/test-server/sample-files.ts';
import { colourAt, phonePhoto, truncatedPhoto } from '#tooling/test-server/sample-images.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { attachments, workOrders } from '../db/schema.ts';
import { purgeDeletedWorkOrders } from '../services/purge-deleted-work-orders.ts';
import { newStorageKey } from '../storage/storage-key.ts';
import { StorageUnavailableError } from '../storage/storage-unavailable.ts';

/** Thumbnails and display sizes of photos (ADR 048), with each attachment store. */
describe.each(['disk', 's3'] as const)('image renditions on %s', (driver) => {
  let t: TestApp;
  let s3: S3TestServer | undefined;
  let dataDir: string;
  let office: Awaited<ReturnType<typeof signedIn>>;
  let photo: Buffer;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), `portal-renditions-${driver}-`));
    if (driver === 's3') s3 = await startS3TestServer();
    t = await createTestApp(s3 ? { dataDir, attachmentStore: 's3', s3: s3.settings } : { dataDir });
    office = await signedIn(t, 'office');
    // A phone photo saved on its side, as cameras do: shown turned a quarter clockwise.
    photo = await phonePhoto({ width: 2048, height: 1536, orientation: 6 });
  });
  afterAll(async () => {
    await t.close();
    await s3?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every key in the store; on disk every file in the folder, so a temp file left shows too. */
  async function storedKeys() {
    if (s3) return s3.keys();
    const dir = path.join(dataDir, 'uploads');
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  }
  const withRenditions = (key: string) => {
    const stem = key.replace(/\.[a-z]+$/, '');
    return [`${stem}.display.webp`, key, `${stem}.thumbnail.webp`];
  };
  const keyOf = async (id: number) => {
    const [row] = await t.database.db.select().from(attachments).where(eq(attachments.id, id));
    return row?.storageKey ?? '';
  };

  async function upload(workOrderId: number, file: FilePart) {
    const { payload, contentType } = await multipartForm({ workOrderId: String(workOrderId) }, [file]);
    return t.app.inject({
      method: 'POST',
      url: '/api/attachments',
      payload,
      headers: { ...office.headers, 'content-type': contentType },
    });
  }
  const get = (url: string, headers: Record<string, string> = office.headers) =>
    t.app.inject({ method: 'GET', url, headers });
  const remove = (id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/attachments/${id}`, headers: office.headers });

  async function uploadPhoto(bytes = photo, name = 'IMG_2041.jpg') {
    const order = await insertWorkOrder(t.database);
    const response = await upload(order.id, { name, bytes });
    expect(response.statusCode).toBe(201);
    return { order, attachment: response.json() as { id: number; hasRenditions: boolean } };
  }

  it('makes both at upload: WebP, upright, the longest side 320 and 1600 px, no EXIF', async () => {
    const { attachment } = await uploadPhoto();
    expect(attachment.hasRenditions).toBe(true);
    const key = await keyOf(attachment.id);
    expect(await storedKeys()).toEqual(withRenditions(key));

    for (const [size, width, height] of [
      ['thumbnail', 240, 320],
      ['display', 1200, 1600],
    ] as const) {
      const response = await get(`/api/attachments/${attachment.id}/file?size=${size}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/webp',
        'content-length': String(response.rawPayload.length),
        'content-disposition': 'inline; filename="IMG_2041.webp"',
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, max-age=31536000, immutable',
        vary: expect.stringMatching(/x-auth-token/i),
        etag: expect.stringMatching(/^"[^"]+"$/),
      });
      const image = await sharp(response.rawPayload).metadata();
      expect([image.format, image.width, image.height]).toEqual(['webp', width, height]);
      expect(image.exif).toBeUndefined();
      // The photo's top (red) is on the right once turned.
      expect(await colourAt(response.rawPayload, width * 0.9, height / 2)).toBe('red');
      expect(await colourAt(response.rawPayload, width * 0.1, height / 2)).toBe('blue');
    }
    await remove(attachment.id);
  });

  it('answers 304 to the ETag it gave, and keeps the download of the original as it was', async () => {
    const { attachment } = await uploadPhoto();
    const url = `/api/attachments/${attachment.id}/file`;
    const first = await get(`${url}?size=thumbnail`);
    const again = await get(`${url}?size=thumbnail`, {
      ...office.headers,
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    const display = await get(`${url}?size=display`);
    expect(display.headers.etag).not.toBe(first.headers.etag);

    const original = await get(`${url}?inline=1`);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(photo)).toBe(true);
    expect(original.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': 'inline; filename="IMG_2041.jpg"',
      'cache-control': 'no-store',
    });
    expect(original.headers.etag).toBeUndefined();
    await remove(attachment.id);
  });

  it('removes them with the attachment', async () => {
    const { attachment } = await uploadPhoto();
    expect(await storedKeys()).toHaveLength(3);
    expect((await remove(attachment.id)).statusCode).toBe(200);
    expect(await storedKeys()).toEqual([]);
    expect((await get(`/api/attachments/${attachment.id}/file?size=thumbnail`)).statusCode).toBe(404);
  });

  it('makes them on first request for a photo stored before renditions existed', async () => {
    const order = await insertWorkOrder(t.database);
    const key = newStorageKey('jpg');
    const local = path.join(dataDir, 'old-photo.jpg');
    writeFileSync(local, photo);
    await t.app.attachmentStore.put(key, local);
    rmSync(local);
    const [row] = await t.database.db
      .insert(attachments)
      .values({
        workOrderId: order.id,
        fileName: 'old photo.jpg',
        fileType: 'image/jpeg',
        fileSize: photo.length,
        storageKey: key,
        isImage: true,
      })
      .returning();
    if (!row) throw new Error('insert returned no attachment');
    expect(await storedKeys()).toEqual([key]);

    // A panel and a preview opening together: both answered, the image made once.
    const before = s3?.requests.length ?? 0;
    const [thumbnail, display] = await Promise.all([
      get(`/api/attachments/${row.id}/file?size=thumbnail`),
      get(`/api/attachments/${row.id}/file?size=display`),
    ]);
    expect([thumbnail.statusCode, display.statusCode]).toEqual([200, 200]);
    expect((await sharp(thumbnail.rawPayload).metadata()).height).toBe(320);
    expect((await sharp(display.rawPayload).metadata()).height).toBe(1600);
    expect(await storedKeys()).toEqual(withRenditions(key));
    if (s3) {
      const puts = s3.requests
        .slice(before)
        .filter((call) => call.startsWith('PUT ') && call.includes('.thumbnail.webp'));
      expect(puts).toHaveLength(1);
    }
    await remove(row.id);
    expect(await storedKeys()).toEqual([]);
  });

  it('accepts a photo whose renditions the store refuses at upload, and makes them on request', async () => {
    const store = t.app.attachmentStore;
    const put = store.put;
    store.put = async (key, localFile) => {
      if (key.includes('.thumbnail.')) throw new StorageUnavailableError(new Error('connection reset'));
      return put.call(store, key, localFile);
    };
    let created: Awaited<ReturnType<typeof uploadPhoto>>;
    try {
      created = await uploadPhoto();
    } finally {
      store.put = put;
    }
    const key = await keyOf(created.attachment.id);
    // The display size may have gone in before the thumbnail failed; the thumbnail did not.
    expect(await storedKeys()).not.toContain(withRenditions(key)[2]);
    const thumbnail = await get(`/api/attachments/${created.attachment.id}/file?size=thumbnail`);
    expect(thumbnail.statusCode).toBe(200);
    expect(await storedKeys()).toEqual(withRenditions(key));
    await remove(created.attachment.id);
  });

  it('accepts a corrupt photo, keeps no renditions, and answers them 404 with a reason', async () => {
    const bytes = await truncatedPhoto();
    const { attachment } = await uploadPhoto(bytes, 'cut-off.jpg');
    const key = await keyOf(attachment.id);
    expect(await storedKeys()).toEqual([key]);
    for (let tries = 0; tries < 2; tries += 1) {
      const response = await get(`/api/attachments/${attachment.id}/file?size=thumbnail`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: UNREADABLE_IMAGE_MESSAGE });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    // No temp copy of the original is left behind either.
    expect(await storedKeys()).toEqual([key]);
    const original = await get(`/api/attachments/${attachment.id}/file`);
    expect(original.rawPayload.equals(bytes)).toBe(true);
    await remove(attachment.id);
  });

  it('answers 404 for files that have none: a PDF, a HEIC photo', async () => {
    const order = await insertWorkOrder(t.database);
    for (const file of [
      { name: 'invoice.pdf', bytes: sample.pdf() },
      { name: 'IMG_0001.HEIC', bytes: sample.heic() },
    ]) {
      const created = await upload(order.id, file);
      expect(created.json().hasRenditions).toBe(false);
      const response = await get(`/api/attachments/${created.json().id}/file?size=display`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: NO_RENDITIONS_MESSAGE });
      await remove(created.json().id);
    }
    expect(await storedKeys()).toEqual([]);
  });

  it('asks for a session, lets any employee see them, refuses an unknown size, hides a deleted order', async () => {
    const { order, attachment } = await uploadPhoto();
    const url = `/api/attachments/${attachment.id}/file?size=thumbnail`;
    expect((await get(url, {})).statusCode).toBe(401);
    const plumber = await signedIn(t, 'plumber');
    expect((await get(url, plumber.headers)).statusCode).toBe(200);
    const bad = await get(`/api/attachments/${attachment.id}/file?size=huge`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('size must be thumbnail or display');

    await t.database.db.update(workOrders).set({ deletedAt: new Date() }).where(eq(workOrders.id, order.id));
    expect((await get(url)).statusCode).toBe(404);
    await t.database.db.update(workOrders).set({ deletedAt: null }).where(eq(workOrders.id, order.id));
    await remove(attachment.id);
  });

  it('leaves none behind when the row cannot be written, and the purge removes them', async () => {
    const refused = await upload(99_999_999, { name: 'lost.jpg', bytes: photo });
    expect(refused.statusCode).toBe(404);
    expect(await storedKeys()).toEqual([]);

    const { order } = await uploadPhoto();
    expect(await storedKeys()).toHaveLength(3);
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await t.database.db.update(workOrders).set({ deletedAt: longAgo }).where(eq(workOrders.id, order.id));
    const log = { warn: () => {} } as unknown as FastifyBaseLogger;
    await purgeDeletedWorkOrders(t.database.db, { store: t.app.attachmentStore, retentionDays: 30, log });
    expect(await storedKeys()).toEqual([]);
  });
});
