import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_NOT_ALLOWED_MESSAGE,
  MAX_ATTACHMENT_BYTES,
  NO_FILE_MESSAGE,
} from '#shared/schemas/attachment.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { type FilePart, multipartForm } from '#tooling/test-server/multipart-form.ts';
import * as sample from '#tooling/test-server/sample-files.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { activityLog, attachments } from '../db/schema.ts';

let t: TestApp;
let dataDir: string;
let office: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-attachments-'));
  t = await createTestApp({ dataDir });
  office = await signedIn(t, 'office', { name: 'Olive Office' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const uploadsDir = () => path.join(dataDir, 'uploads');
/** Every file on disk under uploads, temp files included. */
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);

async function upload(
  fields: Record<string, string>,
  files: FilePart[],
  headers: Record<string, string> = office.headers,
) {
  const { payload, contentType } = await multipartForm(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/attachments',
    payload,
    headers: { ...headers, 'content-type': contentType },
  });
}

const logOf = (workOrderId: number, action: string) =>
  t.database.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityId, workOrderId), eq(activityLog.action, action)));

/** Nothing on disk and no row: what every refused upload must leave. */
async function expectNothingLeft(workOrderId: number) {
  expect(storedFiles()).toEqual([]);
  const rows = await t.database.db.select().from(attachments).where(eq(attachments.workOrderId, workOrderId));
  expect(rows).toEqual([]);
  expect(await logOf(workOrderId, 'attachment_added')).toEqual([]);
}

describe('POST /api/attachments', () => {
  it('stores a photo under a server-chosen name and answers 201 with the attachment', async () => {
    const order = await insertWorkOrder(t.database);
    const bytes = sample.png();
    const response = await upload({ workOrderId: String(order.id), description: '  Leak under the sink  ' }, [
      { name: 'C:\\fakepath\\sink leak.png', bytes, type: 'image/png' },
    ]);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      workOrderId: order.id,
      fileName: 'sink leak.png',
      fileType: 'image/png',
      fileSize: bytes.length,
      filePath: `/api/attachments/${body.id}/file`,
      uploadedAt: expect.any(String),
      description: 'Leak under the sink',
      isImage: true,
      hasRenditions: true,
      uploadedBy: { id: office.employee.id, name: 'Olive Office' },
    });
    expect(Math.abs(Date.parse(body.uploadedAt) - Date.now())).toBeLessThan(60_000);

    const [row] = await t.database.db.select().from(attachments).where(eq(attachments.id, body.id));
    const key = row?.storageKey ?? '';
    expect(key).toMatch(/^[0-9a-f-]{36}\.png$/);
    // Beside it, the photo's thumbnail and display size (ADR 048).
    const stem = key.replace(/\.png$/, '');
    expect(storedFiles().sort()).toEqual([`${stem}.display.webp`, key, `${stem}.thumbnail.webp`]);
    expect(readFileSync(path.join(uploadsDir(), key)).equals(bytes)).toBe(true);

    const log = await logOf(order.id, 'attachment_added');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      entityType: 'work_order',
      entityLabel: order.workOrderId,
      actorId: office.employee.id,
      newValue: { id: body.id, fileName: 'sink leak.png', fileSize: bytes.length, fileType: 'image/png' },
    });
    // Leave the folder empty for the tests that check nothing is left behind.
    await t.app.inject({ method: 'DELETE', url: `/api/attachments/${body.id}`, headers: office.headers });
    expect(storedFiles()).toEqual([]);
  });

  it.each([
    ['photo.jpg', 'image/jpeg', true, sample.jpeg()],
    ['photo.gif', 'image/gif', true, sample.gif()],
    ['photo.webp', 'image/webp', true, sample.webp()],
    ['IMG_0001.HEIC', 'image/heic', true, sample.heic()],
    ['invoice.pdf', 'application/pdf', false, sample.pdf()],
    [
      'estimate.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      false,
      sample.docx(),
    ],
    ['old-estimate.doc', 'application/msword', false, sample.wordDoc()],
  ])('accepts %s as %s', async (name, fileType, isImage, bytes) => {
    const order = await insertWorkOrder(t.database);
    const response = await upload({ workOrderId: String(order.id) }, [
      { name, bytes, type: 'application/octet-stream' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ fileName: name, fileType, isImage, description: null });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/attachments/${response.json().id}`,
      headers: office.headers,
    });
  });

  it.each([
    // The type comes from the bytes, and the name is made to say so.
    ['a PDF named .png', 'scan.png', sample.pdf(), 'scan.pdf'],
    ['a photo named .exe', 'leak.exe', sample.png(), 'leak.png'],
    ['a photo with no extension', 'IMG_2231', sample.jpeg(), 'IMG_2231.jpg'],
    ['a photo named .jpeg', 'pipe.JPEG', sample.jpeg(), 'pipe.JPEG'],
    ['a Word file named .doc', 'quote.doc', sample.docx(), 'quote.docx'],
    ['a right-to-left override hiding .exe', 'invoice\u202Egpj.exe', sample.png(), 'invoicegpj.png'],
    ['isolates and marks around the name', '\u2067report\u2069\u200F.pdf', sample.pdf(), 'report.pdf'],
    ['control characters', 'bad\u0007\u001b[31mname.pdf', sample.pdf(), 'bad[31mname.pdf'],
    ['a version number, not an extension', 'estimate v1.5', sample.pdf(), 'estimate v1.5.pdf'],
  ])('stores %s under a clean name that matches its type', async (_label, name, bytes, stored) => {
    const order = await insertWorkOrder(t.database);
    const response = await upload({ workOrderId: String(order.id) }, [{ name, bytes }]);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    try {
      expect(response.json().fileName).toBe(stored);
      const [row] = await t.database.db.select().from(attachments).where(eq(attachments.id, id));
      expect(row?.fileName).toBe(stored);
      const download = await t.app.inject({
        method: 'GET',
        url: `/api/attachments/${id}/file`,
        headers: office.headers,
      });
      expect(download.headers['content-disposition']).toContain(`filename="${stored}"`);
    } finally {
      await t.app.inject({ method: 'DELETE', url: `/api/attachments/${id}`, headers: office.headers });
    }
  });

  it.each([
    ['a program renamed .pdf', 'invoice.pdf', 'application/pdf', sample.exe()],
    ['a plain zip named .docx', 'report.docx', 'application/zip', sample.zip([['notes.txt', 'hello']])],
    ['a spreadsheet named .doc', 'budget.doc', 'application/msword', sample.compoundFile(['Workbook'])],
    ['a text file named .jpg', 'photo.jpg', 'image/jpeg', Buffer.from('just some text\n')],
  ])('refuses %s with 415 and keeps nothing', async (_label, name, type, bytes) => {
    const order = await insertWorkOrder(t.database);
    const response = await upload({ workOrderId: String(order.id) }, [{ name, bytes, type }]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: FILE_TYPE_NOT_ALLOWED_MESSAGE });
    await expectNothingLeft(order.id);
  });

  it('answers 400 "Please select a file to upload." without a file, with an empty one, or without a form', async () => {
    const order = await insertWorkOrder(t.database);
    const noFile = await upload({ workOrderId: String(order.id) }, []);
    const emptyFile = await upload({ workOrderId: String(order.id) }, [{ name: '', bytes: Buffer.alloc(0) }]);
    const noBody = await t.app.inject({ method: 'POST', url: '/api/attachments', headers: office.headers });
    for (const response of [noFile, emptyFile, noBody]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: NO_FILE_MESSAGE });
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/attachments',
      headers: office.headers,
      payload: { workOrderId: String(order.id) },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(NO_FILE_MESSAGE);
    await expectNothingLeft(order.id);
  });

  it('validates the fields and removes the received file', async () => {
    const order = await insertWorkOrder(t.database);
    const file = { name: 'a.png', bytes: sample.png() };
    const cases: Array<[Record<string, string>, string, string]> = [
      [{}, 'workOrderId', 'Work order is required'],
      [{ workOrderId: 'abc' }, 'workOrderId', 'Work order id must be a whole number'],
      [{ workOrderId: '0' }, 'workOrderId', 'Work order id must be positive'],
      [
        { workOrderId: String(order.id), description: 'x'.repeat(501) },
        'description',
        'Description must be at most 500 characters',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const response = await upload(fields, [file]);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ message, errors: [{ field, message }] });
    }
    await expectNothingLeft(order.id);
  });

  it('answers 404 for an unknown work order and keeps nothing', async () => {
    const response = await upload({ workOrderId: '99999999' }, [{ name: 'a.png', bytes: sample.png() }]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Work order not found' });
    expect(storedFiles()).toEqual([]);
  });

  it('accepts a 2 MB file although JSON bodies are capped at 1 MB', async () => {
    const order = await insertWorkOrder(t.database);
    const bytes = Buffer.concat([sample.pdf(), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const response = await upload({ workOrderId: String(order.id) }, [{ name: 'big.pdf', bytes }]);
    expect(response.statusCode).toBe(201);
    expect(response.json().fileSize).toBe(bytes.length);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/attachments/${response.json().id}`,
      headers: office.headers,
    });
  });

  it('refuses a file one byte over 25 MB with 413 and keeps nothing', async () => {
    const order = await insertWorkOrder(t.database);
    const head = sample.pdf();
    const bytes = Buffer.concat([head, Buffer.alloc(MAX_ATTACHMENT_BYTES + 1 - head.length, 0x20)]);
    const response = await upload({ workOrderId: String(order.id) }, [{ name: 'huge.pdf', bytes }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: FILE_TOO_LARGE_MESSAGE });
    await expectNothingLeft(order.id);
  });

  it('refuses two files in one upload and keeps neither', async () => {
    const order = await insertWorkOrder(t.database);
    const response = await upload({ workOrderId: String(order.id) }, [
      { name: 'a.png', bytes: sample.png() },
      { name: 'b.png', bytes: sample.png() },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Only one file can be uploaded at a time.' });
    await expectNothingLeft(order.id);
  });

  it('answers 400 for a form cut off in the middle of the file and keeps nothing', async () => {
    const order = await insertWorkOrder(t.database);
    const bytes = Buffer.concat([sample.pdf(), Buffer.alloc(64 * 1024, 0x20)]);
    const { payload, contentType } = await multipartForm({ workOrderId: String(order.id) }, [
      { name: 'a.pdf', bytes },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/attachments',
      payload: payload.subarray(0, payload.length - 1024),
      headers: { ...office.headers, 'content-type': contentType },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The upload could not be read. Please try again.' });
    await expectNothingLeft(order.id);
  });

  it('needs a session, and reads nothing without one', async () => {
    const order = await insertWorkOrder(t.database);
    const response = await upload(
      { workOrderId: String(order.id) },
      [{ name: 'a.png', bytes: sample.png() }],
      {},
    );
    expect(response.statusCode).toBe(401);
    await expectNothingLeft(order.id);
  });
});

/** Uploads a file and answers the created attachment. */
async function uploaded(workOrderId: number, file: FilePart, headers = office.headers) {
  const response = await upload({ workOrderId: String(workOrderId) }, [file], headers);
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('GET /api/work-orders/{id}/attachments', () => {
  it('lists the files of one work order, newest first, with the total in X-Total-Count', async () => {
    const plumber = await signedIn(t, 'plumber', { name: 'Pat Plumber' });
    const order = await insertWorkOrder(t.database);
    const other = await insertWorkOrder(t.database);
    const first = await uploaded(order.id, { name: 'before.jpg', bytes: sample.jpeg() });
    const second = await uploaded(order.id, { name: 'after.pdf', bytes: sample.pdf() }, plumber.headers);
    await uploaded(other.id, { name: 'elsewhere.png', bytes: sample.png() });

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/work-orders/${order.id}/attachments`,
      headers: plumber.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.json()).toEqual([second, first]);
    expect(second.uploadedBy).toEqual({ id: plumber.employee.id, name: 'Pat Plumber' });

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/work-orders/${order.id}/attachments?limit=1&offset=1`,
      headers: office.headers,
    });
    expect(page.json()).toEqual([first]);
    expect(page.headers['x-total-count']).toBe('2');
  });

  it('answers an empty list for a work order without files', async () => {
    const order = await insertWorkOrder(t.database);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/work-orders/${order.id}/attachments`,
      headers: office.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });

  it('answers 404 for an unknown work order and 400 for a bad page', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/work-orders/99999999/attachments',
      headers: office.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Work order not found' });
    const order = await insertWorkOrder(t.database);
    const badPage = await t.app.inject({
      method: 'GET',
      url: `/api/work-orders/${order.id}/attachments?limit=0`,
      headers: office.headers,
    });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toBe('limit must be at least 1');
  });
});

describe('GET /api/attachments/{id}/file', () => {
  const download = (id: number, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/attachments/${id}/file${query}`, headers: office.headers });

  it('sends the bytes as a download, with the sniffed type and nosniff', async () => {
    const order = await insertWorkOrder(t.database);
    const bytes = sample.png();
    const attachment = await uploaded(order.id, { name: 'leak.png', bytes, type: 'text/html' });
    const response = await download(attachment.id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['content-disposition']).toBe('attachment; filename="leak.png"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // A customer's photo or quote stays in no cache, shared or private.
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('shows images inline on request, and never anything else', async () => {
    const order = await insertWorkOrder(t.database);
    const image = await uploaded(order.id, { name: 'leak.png', bytes: sample.png() });
    const document = await uploaded(order.id, { name: 'quote.pdf', bytes: sample.pdf() });
    const inlineImage = await download(image.id, '?inline=1');
    expect(inlineImage.headers['content-disposition']).toBe('inline; filename="leak.png"');
    const inlinePdf = await download(document.id, '?inline=1');
    expect(inlinePdf.headers['content-type']).toBe('application/pdf');
    expect(inlinePdf.headers['content-disposition']).toBe('attachment; filename="quote.pdf"');
    const bad = await download(image.id, '?inline=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('inline must be 1 or 0');
  });

  it('encodes a non-ASCII name per RFC 5987, with an ASCII stand-in', async () => {
    const order = await insertWorkOrder(t.database);
    const attachment = await uploaded(order.id, { name: "Façade (north) 'A'.jpg", bytes: sample.jpeg() });
    expect(attachment.fileName).toBe("Façade (north) 'A'.jpg");
    const response = await download(attachment.id);
    expect(response.headers['content-disposition']).toBe(
      "attachment; filename=\"Fa_ade (north) 'A'.jpg\"; filename*=UTF-8''Fa%C3%A7ade%20%28north%29%20%27A%27.jpg",
    );
  });

  it('answers 404 for an unknown attachment and for a file missing on disk', async () => {
    const unknown = await download(99999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Attachment not found' });

    const order = await insertWorkOrder(t.database);
    const attachment = await uploaded(order.id, { name: 'lost.png', bytes: sample.png() });
    const [row] = await t.database.db.select().from(attachments).where(eq(attachments.id, attachment.id));
    unlinkSync(path.join(uploadsDir(), row?.storageKey ?? ''));
    const missing = await download(attachment.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'The stored file is missing. Please upload it again.' });
  });
});

describe('DELETE /api/attachments/{id}', () => {
  it('lets any employee remove a file: the row, the bytes, and a line in the activity log', async () => {
    const plumber = await signedIn(t, 'plumber');
    const order = await insertWorkOrder(t.database);
    const bytes = sample.pdf();
    const attachment = await uploaded(order.id, { name: 'quote.pdf', bytes });
    const [row] = await t.database.db.select().from(attachments).where(eq(attachments.id, attachment.id));
    const storedPath = path.join(uploadsDir(), row?.storageKey ?? '');
    expect(existsSync(storedPath)).toBe(true);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/attachments/${attachment.id}`,
      headers: plumber.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'File deleted', id: attachment.id });
    expect(existsSync(storedPath)).toBe(false);
    expect(await t.database.db.select().from(attachments).where(eq(attachments.id, attachment.id))).toEqual(
      [],
    );

    const log = await logOf(order.id, 'attachment_deleted');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      entityType: 'work_order',
      entityLabel: order.workOrderId,
      actorId: plumber.employee.id,
      oldValue: {
        id: attachment.id,
        fileName: 'quote.pdf',
        fileSize: bytes.length,
        fileType: 'application/pdf',
      },
    });

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/work-orders/${order.id}/attachments`,
      headers: office.headers,
    });
    expect(list.json()).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/attachments/${attachment.id}`,
      headers: office.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Attachment not found' });
  });
});

describe('DELETE /api/work-orders/{id} with files', () => {
  it('keeps the files of a deleted work order on disk until the purge, but serves them to nobody', async () => {
    const order = await insertWorkOrder(t.database);
    const photo = await uploaded(order.id, { name: 'leak.png', bytes: sample.png() });
    const [row] = await t.database.db.select().from(attachments).where(eq(attachments.id, photo.id));
    const storedPath = path.join(uploadsDir(), row?.storageKey ?? '');
    expect(existsSync(storedPath)).toBe(true);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/work-orders/${order.id}`,
      headers: office.headers,
    });
    expect(response.statusCode).toBe(200);
    // Restore brings the same bytes back (ADR 029); purge-deleted-work-orders removes them.
    expect(existsSync(storedPath)).toBe(true);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/attachments/${photo.id}/file`,
      headers: office.headers,
    });
    expect(download.statusCode).toBe(404);
    const [entry] = await logOf(order.id, 'deleted');
    expect(entry?.snapshot).toMatchObject({ attachments: ['leak.png'] });
  });
});
