import { type FileHandle, open } from 'node:fs/promises';

/**
 * A .doc is an OLE compound file (MS-CFB), the same container as .xls, .ppt and .msi; only a
 * container holding a "WordDocument" stream is a Word document. This walks the container's
 * directory chain with a handful of positioned reads, never the whole file.
 */

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const HEADER_SIZE = 512;
const HEADER_FAT_ENTRIES = 109;
/** Higher sector numbers are markers (end of chain, free, FAT, DIFAT). */
const LAST_REGULAR_SECTOR = 0xfffffffa;
const DIRECTORY_ENTRY_SIZE = 128;
const STREAM_OBJECT = 2;
/** A hostile file could loop its chains; a real directory is a few sectors long. */
const MAX_SECTORS_WALKED = 4096;

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

function isWordDocumentEntry(entry: Buffer): boolean {
  const nameBytes = entry.readUInt16LE(64);
  if (entry[66] !== STREAM_OBJECT || nameBytes < 2 || nameBytes > 64) return false;
  return entry.toString('utf16le', 0, nameBytes - 2) === 'WordDocument';
}

type CompoundFile = { handle: FileHandle; header: Buffer; sectorSize: number };

async function readSector(file: CompoundFile, index: number): Promise<Buffer | undefined> {
  const data = await readAt(file.handle, (index + 1) * file.sectorSize, file.sectorSize);
  return data.length === file.sectorSize ? data : undefined;
}

/** Where the n-th sector of the allocation table is: in the header, or down the DIFAT chain. */
async function fatSectorLocation(file: CompoundFile, n: number): Promise<number | undefined> {
  if (n < HEADER_FAT_ENTRIES) return file.header.readUInt32LE(76 + n * 4);
  const perDifatSector = file.sectorSize / 4 - 1;
  let remaining = n - HEADER_FAT_ENTRIES;
  let difat = file.header.readUInt32LE(68);
  for (let hops = 0; hops < MAX_SECTORS_WALKED && difat <= LAST_REGULAR_SECTOR; hops += 1) {
    const data = await readSector(file, difat);
    if (!data) return undefined;
    if (remaining < perDifatSector) return data.readUInt32LE(remaining * 4);
    remaining -= perDifatSector;
    difat = data.readUInt32LE(perDifatSector * 4);
  }
  return undefined;
}

async function nextSector(file: CompoundFile, index: number): Promise<number | undefined> {
  const perFatSector = file.sectorSize / 4;
  const location = await fatSectorLocation(file, Math.floor(index / perFatSector));
  if (location === undefined || location > LAST_REGULAR_SECTOR) return undefined;
  const fat = await readSector(file, location);
  return fat?.readUInt32LE((index % perFatSector) * 4);
}

export async function hasWordDocumentStream(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const header = await readAt(handle, 0, HEADER_SIZE);
    if (header.length < HEADER_SIZE || !header.subarray(0, 8).equals(SIGNATURE)) return false;
    const shift = header.readUInt16LE(30);
    if (shift !== 9 && shift !== 12) return false;
    const file: CompoundFile = { handle, header, sectorSize: 2 ** shift };
    const seen = new Set<number>();
    let current: number | undefined = header.readUInt32LE(48);
    while (current !== undefined && current <= LAST_REGULAR_SECTOR && !seen.has(current)) {
      if (seen.size >= MAX_SECTORS_WALKED) return false;
      seen.add(current);
      const entries = await readSector(file, current);
      if (!entries) return false;
      for (let offset = 0; offset < entries.length; offset += DIRECTORY_ENTRY_SIZE) {
        if (isWordDocumentEntry(entries.subarray(offset, offset + DIRECTORY_ENTRY_SIZE))) return true;
      }
      current = await nextSector(file, current);
    }
    return false;
  } finally {
    await handle.close();
  }
}
