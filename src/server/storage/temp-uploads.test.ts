import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { removeStaleTempUploads, removeTempUpload, writeTempUpload } from './temp-uploads.ts';

const dir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-temp-')), 'uploads');
afterAll(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

describe('temp uploads', () => {
  it('streams to a temp file under a name of its own, hashing its bytes, and removes it', async () => {
    const temp = await writeTempUpload(dir, Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(temp.size).toBe(11);
    expect(temp.sha256).toBe(createHash('sha256').update('hello world').digest('hex'));
    expect(path.basename(temp.tempPath)).toMatch(/^\.upload-[0-9a-f-]{36}\.tmp$/);
    expect(readFileSync(temp.tempPath, 'utf8')).toBe('hello world');
    await removeTempUpload(temp.tempPath);
    await removeTempUpload(temp.tempPath); // already gone: fine
    expect(readdirSync(dir)).toEqual([]);
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
