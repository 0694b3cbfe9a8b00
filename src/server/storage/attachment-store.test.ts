import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type S3TestServer,
  startS3TestServer,
  unreachableS3Settings,
} from '#tooling/test-server/s3-test-server.ts';
import type { AttachmentStore } from './attachment-store.ts';
import { createDiskAttachmentStore } from './disk-attachment-store.ts';
import { createS3AttachmentStore } from './s3-attachment-store.ts';
import { newStorageKey } from './storage-key.ts';
import { StorageUnavailableError } from './storage-unavailable.ts';

/** Local files the tests put, as an upload's temp file would be. */
const localDir = mkdtempSync(path.join(tmpdir(), 'portal-store-local-'));
afterAll(() => rmSync(localDir, { recursive: true, force: true }));

let fileCounter = 0;
function localFile(bytes: Buffer): string {
  fileCounter += 1;
  const file = path.join(localDir, `file-${fileCounter}`);
  writeFileSync(file, bytes);
  return file;
}

/** A local file of `megabytes` random MB, written a MB at a time, with its SHA-256. */
async function largeLocalFile(megabytes: number): Promise<{ file: string; sha256: string }> {
  fileCounter += 1;
  const file = path.join(localDir, `large-${fileCounter}`);
  const hash = createHash('sha256');
  const out = createWriteStream(file);
  for (let i = 0; i < megabytes; i += 1) {
    const chunk = randomBytes(1024 * 1024);
    hash.update(chunk);
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await finished(out);
  return { file, sha256: hash.digest('hex') };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type Driver = {
  name: string;
  start: () => Promise<{ store: AttachmentStore; s3?: S3TestServer; stop: () => Promise<void> }>;
};

const drivers: Driver[] = [
  {
    name: 'disk',
    start: async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'portal-store-disk-'));
      return {
        store: createDiskAttachmentStore(path.join(dir, 'uploads')),
        stop: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 's3',
    start: async () => {
      const s3 = await startS3TestServer();
      const store = createS3AttachmentStore(s3.settings);
      return {
        store,
        s3,
        stop: async () => {
          store.close();
          await s3.stop();
        },
      };
    },
  },
];

describe.each(drivers)('attachment store contract: $name', ({ start }) => {
  let store: AttachmentStore;
  let s3: S3TestServer | undefined;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ store, s3, stop } = await start());
  });
  afterAll(() => stop());

  it('stores a copy of a local file and gives back the same bytes and size', async () => {
    const bytes = randomBytes(70_000);
    const file = localFile(bytes);
    const key = newStorageKey('pdf');
    await store.put(key, file);
    // The local file stays the caller's, and removing it takes nothing from the store.
    expect(existsSync(file)).toBe(true);
    unlinkSync(file);
    expect(await store.sizeOf(key)).toBe(bytes.length);
    const opened = await store.open(key);
    if (!opened) throw new Error('the file was not stored');
    expect(opened.size).toBe(bytes.length);
    expect((await readAll(opened.stream)).equals(bytes)).toBe(true);
  });

  it('answers undefined for a key with nothing under it', async () => {
    const key = newStorageKey('png');
    expect(await store.open(key)).toBeUndefined();
    expect(await store.sizeOf(key)).toBeUndefined();
  });

  it('removes an object, and removing it again (or one never stored) is fine', async () => {
    const key = newStorageKey('jpg');
    await store.put(key, localFile(Buffer.from('a photo')));
    await store.remove(key);
    expect(await store.open(key)).toBeUndefined();
    expect(await store.sizeOf(key)).toBeUndefined();
    await store.remove(key);
    await store.remove(newStorageKey('jpg'));
  });

  it('refuses a key the server did not choose, before reading or writing anything', async () => {
    const file = localFile(Buffer.from('x'));
    for (const key of [
      '../../etc/passwd',
      'x/../../y.pdf',
      '',
      'a.pdf',
      `${newStorageKey('pdf')}/x`,
      newStorageKey('pdf').toUpperCase(),
    ]) {
      await expect(store.put(key, file), key).rejects.toThrow('Invalid storage key');
      await expect(store.open(key), key).rejects.toThrow('Invalid storage key');
      await expect(store.sizeOf(key), key).rejects.toThrow('Invalid storage key');
      await expect(store.remove(key), key).rejects.toThrow('Invalid storage key');
    }
    if (s3) expect(s3.requests.some((request) => /etc|passwd|\/x$|\/A\.PDF/i.test(request))).toBe(false);
  });

  it('fails a put of a local file that is not there, and stores nothing', async () => {
    const key = newStorageKey('pdf');
    await expect(store.put(key, path.join(localDir, 'never-written'))).rejects.toThrow(/ENOENT/);
    expect(await store.sizeOf(key)).toBeUndefined();
  });

  it('streams a 12 MB file in and out, a part at a time, byte for byte', async () => {
    const { file, sha256 } = await largeLocalFile(12);
    const key = newStorageKey('pdf');
    await store.put(key, file);
    if (s3) {
      // Sent as a multipart upload of 5 MB parts, not one 12 MB request (ADR 042).
      const parts = s3.requests.filter((request) => request.includes(key) && /partNumber=\d/.test(request));
      expect(parts).toHaveLength(3);
    }
    const opened = await store.open(key);
    if (!opened) throw new Error('the large file was not stored');
    expect(opened.size).toBe(12 * 1024 * 1024);
    const hash = createHash('sha256');
    let chunks = 0;
    let largest = 0;
    for await (const chunk of opened.stream) {
      hash.update(chunk as Buffer);
      chunks += 1;
      largest = Math.max(largest, (chunk as Buffer).length);
    }
    expect(hash.digest('hex')).toBe(sha256);
    // Read as a stream of small chunks, never as one buffer of the whole file.
    expect(chunks).toBeGreaterThan(10);
    expect(largest).toBeLessThanOrEqual(1024 * 1024);
    await store.remove(key);
  }, 60_000);
});

describe('s3 attachment store faults', () => {
  it('reports a service that does not answer as StorageUnavailableError (a 503), on every call', async () => {
    const store = createS3AttachmentStore(await unreachableS3Settings());
    const key = newStorageKey('pdf');
    try {
      await expect(store.put(key, localFile(Buffer.from('x')))).rejects.toBeInstanceOf(
        StorageUnavailableError,
      );
      await expect(store.open(key)).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(store.sizeOf(key)).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(store.remove(key)).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      store.close();
    }
  });

  it('reports a missing bucket as what it is: configuration, not an outage and not a missing file', async () => {
    const s3 = await startS3TestServer();
    const store = createS3AttachmentStore({ ...s3.settings, bucket: 'no-such-bucket' });
    try {
      const open = store.open(newStorageKey('pdf'));
      await expect(open).rejects.toThrow(/bucket/i);
      await expect(open).rejects.not.toBeInstanceOf(StorageUnavailableError);
    } finally {
      store.close();
      await s3.stop();
    }
  });
});
