import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import {
  openStoredFile,
  promoteTempUpload,
  removeStaleTempUploads,
  removeStoredFile,
  writeTempUpload,
} from './upload-store.ts';

const dir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-store-')), 'uploads');
afterAll(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

describe('upload store', () => {
  it('streams to a temp file, promotes it to a server-chosen name, opens and removes it', async () => {
    const temp = await writeTempUpload(dir, Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(temp.size).toBe(11);
    expect(path.basename(temp.tempPath)).toMatch(/^\.upload-[0-9a-f-]{36}\.tmp$/);
    const key = await promoteTempUpload(dir, temp.tempPath, 'pdf');
    expect(key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(existsSync(temp.tempPath)).toBe(false);
    const opened = await openStoredFile(dir, key);
    expect(opened?.size).toBe(11);
    opened?.stream.destroy();
    await removeStoredFile(dir, key);
    await removeStoredFile(dir, key); // already gone: fine
    expect(await openStoredFile(dir, key)).toBeUndefined();
  });

  it('removes the temp file when the incoming stream fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(writeTempUpload(dir, failing)).rejects.toThrow('client went away');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a key that is not one of ours rather than join it into a path', async () => {
    await expect(openStoredFile(dir, '../../etc/passwd')).rejects.toThrow('Invalid storage key');
    await expect(removeStoredFile(dir, 'x/../../y.pdf')).rejects.toThrow('Invalid storage key');
  });

  it('sweeps temp files an interrupted upload left, and only old ones', async () => {
    const old = path.join(dir, '.upload-old.tmp');
    const fresh = path.join(dir, '.upload-fresh.tmp');
    const stored = path.join(dir, '00000000-0000-0000-0000-000000000000.png');
    for (const file of [old, fresh, stored]) writeFileSync(file, 'x');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    utimesSync(stored, twoDaysAgo, twoDaysAgo);
    expect(await removeStaleTempUploads(dir)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual([path.basename(fresh), path.basename(stored)].sort());
    expect(await removeStaleTempUploads(path.join(dir, 'missing'))).toBe(0);
  });
});
