import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_REUSED_MESSAGE } from '#shared/schemas/write-headers.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { type FilePart, multipartForm } from '#tooling/test-server/multipart-form.ts';
import { type S3TestServer, startS3TestServer } from '#tooling/test-server/s3-test-server.ts';
import * as sample from '#tooling/test-server/sample-files.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { attachments } from '../db/schema.ts';

/**
 * Idempotency-Key on POST /api/attachments (issue 27, ADR 045), with each attachment store: a
 * replay stores no second row and never puts a second object, and its temp file is gone.
 */
describe.each(['disk', 's3'] as const)('uploads with an Idempotency-Key, stored on %s', (store) => {
  let s3: S3TestServer | undefined;
  let t: TestApp;
  let dataDir: string;
  let tech: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), `portal-idempotent-uploads-${store}-`));
    if (store === 's3') s3 = await startS3TestServer();
    t = await createTestApp(s3 ? { dataDir, attachmentStore: 's3', s3: s3.settings } : { dataDir });
    tech = await signedIn(t, 'plumber');
  });
  afterAll(async () => {
    await t.close();
    await s3?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every file under DATA_DIR/uploads: stored files on disk, and temp files with either store. */
  const localFiles = () => {
    const dir = path.join(dataDir, 'uploads');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  // A photo's thumbnail and display copies (ADR 048) sit beside it; these tests count originals.
  const isRendition = (name: string) => /\.(thumbnail|display)\.webp$/.test(name);
  /** The originals in the store, and how many puts of one it has been asked for (S3: PutObject requests). */
  const objects = async () =>
    (s3 ? await s3.keys() : localFiles().filter((name) => !name.startsWith('.'))).filter(
      (name) => !isRendition(name),
    );
  const puts = () =>
    s3?.requests.filter((request) => request.startsWith('PUT ') && !isRendition(request.split('?')[0] ?? ''))
      .length ?? 0;
  const rowsOf = async (workOrderId: number) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(attachments)
        .where(eq(attachments.workOrderId, workOrderId))
    )[0]?.n;

  async function upload(key: string, fields: Record<string, string>, file: FilePart) {
    const { payload, contentType } = await multipartForm(fields, [file]);
    return t.app.inject({
      method: 'POST',
      url: '/api/attachments',
      payload,
      headers: { ...tech.headers, 'content-type': contentType, 'idempotency-key': key },
    });
  }

  it('stores one attachment and one object however often the same upload is sent', async () => {
    const order = await insertWorkOrder(t.database);
    const objectsBefore = (await objects()).length;
    const putsBefore = puts();
    const key = randomUUID();
    const fields = { workOrderId: String(order.id), description: 'Leak under the sink' };
    const photo = { name: 'IMG_2041.png', bytes: sample.png(), type: 'image/png' };
    const first = await upload(key, fields, photo);
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 3; i += 1) {
      const replay = await upload(key, fields, photo);
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toBe(first.body);
    }
    expect(await rowsOf(order.id)).toBe(1);
    expect((await objects()).length).toBe(objectsBefore + 1);
    if (s3) expect(puts()).toBe(putsBefore + 1);
    // The replays' temp files are gone: only stored files (disk) or nothing (S3) remain locally.
    expect(localFiles().filter((name) => name.startsWith('.upload-'))).toEqual([]);
  });

  it('refuses the same key with other bytes, another description or another order (422): nothing stored', async () => {
    const order = await insertWorkOrder(t.database);
    const other = await insertWorkOrder(t.database);
    const key = randomUUID();
    const fields = { workOrderId: String(order.id), description: 'Before' };
    const photo = { name: 'IMG_2042.png', bytes: sample.png(), type: 'image/png' };
    expect((await upload(key, fields, photo)).statusCode).toBe(201);
    const objectsAfterFirst = (await objects()).length;
    const putsAfterFirst = puts();
    const refused = [
      await upload(key, fields, { ...photo, bytes: sample.jpeg(), type: 'image/jpeg' }),
      await upload(key, { ...fields, description: 'After' }, photo),
      await upload(key, { ...fields, workOrderId: String(other.id) }, photo),
      await upload(key, fields, { ...photo, name: 'IMG_2043.png' }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: KEY_REUSED_MESSAGE });
    }
    expect(await rowsOf(order.id)).toBe(1);
    expect(await rowsOf(other.id)).toBe(0);
    expect((await objects()).length).toBe(objectsAfterFirst);
    expect(puts()).toBe(putsAfterFirst);
    expect(localFiles().filter((name) => name.startsWith('.upload-'))).toEqual([]);
  });

  it('puts one object when the same upload arrives several times at once', async () => {
    const order = await insertWorkOrder(t.database);
    const objectsBefore = (await objects()).length;
    const putsBefore = puts();
    const key = randomUUID();
    const fields = { workOrderId: String(order.id) };
    const photo = { name: 'IMG_2044.png', bytes: sample.png(), type: 'image/png' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(key, fields, photo)));
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    expect(await rowsOf(order.id)).toBe(1);
    expect((await objects()).length).toBe(objectsBefore + 1);
    if (s3) expect(puts()).toBe(putsBefore + 1);
    expect(localFiles().filter((name) => name.startsWith('.upload-'))).toEqual([]);
  });

  it('keeps no key for an upload to an order that does not exist: the same key then works elsewhere', async () => {
    const key = randomUUID();
    const photo = { name: 'IMG_2045.png', bytes: sample.png(), type: 'image/png' };
    expect((await upload(key, { workOrderId: '2000000' }, photo)).statusCode).toBe(404);
    const order = await insertWorkOrder(t.database);
    const second = await upload(key, { workOrderId: String(order.id) }, photo);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
  });
});
