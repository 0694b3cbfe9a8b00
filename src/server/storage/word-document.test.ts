import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compoundFile, pdf, wordDoc } from '#tooling/test-server/sample-files.ts';
import { hasWordDocumentStream } from './word-document.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'portal-cfb-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let counter = 0;
function fileOf(bytes: Buffer): string {
  counter += 1;
  const filePath = path.join(dir, `sample-${counter}`);
  writeFileSync(filePath, bytes);
  return filePath;
}

describe('hasWordDocumentStream', () => {
  it('finds the WordDocument stream of a Word 97 file', async () => {
    expect(await hasWordDocumentStream(fileOf(wordDoc()))).toBe(true);
  });

  it('follows the directory across sectors through the allocation table', async () => {
    const names = ['SummaryInformation', 'DocumentSummaryInformation', 'CompObj', 'Data', 'WordDocument'];
    expect(await hasWordDocumentStream(fileOf(compoundFile(names)))).toBe(true);
  });

  it('refuses other compound files: a spreadsheet, an installer', async () => {
    expect(await hasWordDocumentStream(fileOf(compoundFile(['Workbook'])))).toBe(false);
    expect(await hasWordDocumentStream(fileOf(compoundFile(['!_StringData', '!_StringPool'])))).toBe(false);
  });

  it('refuses files that are not compound files, or are cut short', async () => {
    expect(await hasWordDocumentStream(fileOf(pdf()))).toBe(false);
    expect(await hasWordDocumentStream(fileOf(wordDoc().subarray(0, 700)))).toBe(false);
    expect(await hasWordDocumentStream(fileOf(Buffer.alloc(0)))).toBe(false);
  });

  it('stops on a directory chain that loops', async () => {
    const looping = compoundFile(['A', 'B', 'C', 'D', 'E']);
    // FAT entry of sector 2 (the second directory sector) points back to sector 1.
    looping.writeUInt32LE(1, 512 + 2 * 4);
    expect(await hasWordDocumentStream(fileOf(looping))).toBe(false);
  });
});
