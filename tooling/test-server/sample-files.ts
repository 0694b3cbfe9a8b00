import { crc32, deflateSync } from 'node:zlib';

/**
 * Tiny but real files of each kind, built in code for the tests: the upload check reads bytes,
 * so the tests need genuine signatures and containers, not names.
 */

const u32be = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value >>> 0);
  return buffer;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32be(data.length), body, u32be(crc32(body))]);
}

/** A 1x1 red PNG. */
export function png(): Buffer {
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const jpeg = () =>
  Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb0043000101010101ffd9', 'hex');
export const gif = () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
export const webp = () =>
  Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00/\x00\x00\x00\x00', 'latin1');
/** The start of an iPhone photo: an ISO box `ftyp` with the HEIC brand. */
export const heic = () =>
  Buffer.concat([u32be(24), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(32)]);
export const pdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
/** A Windows program: what a renamed .exe really is. */
export const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126)]);

/** A zip with stored (uncompressed) entries. */
export function zip(entries: Array<[name: string, content: string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const fixed = Buffer.alloc(26);
    fixed.writeUInt16LE(20, 0); // version needed
    fixed.writeUInt32LE(crc32(data), 10);
    fixed.writeUInt32LE(data.length, 14);
    fixed.writeUInt32LE(data.length, 18);
    fixed.writeUInt16LE(nameBytes.length, 22);
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), fixed, nameBytes, data]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fixed.copy(central, 6, 0, 26);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** The smallest .docx Word opens the way file-type reads it: content types naming word/document.xml. */
export const docx = () =>
  zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/></Types>`,
    ],
    [
      'word/document.xml',
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
    ],
  ]);

const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const FAT_SECTOR = 0xfffffffd;

/**
 * An OLE compound file (512-byte sectors) whose directory lists these streams: ['WordDocument',
 * '1Table'] is a Word 97 .doc, ['Workbook'] an .xls. More than three names span several directory
 * sectors, chained through the allocation table.
 */
export function compoundFile(streamNames: string[]): Buffer {
  const entries = [{ name: 'Root Entry', type: 5 }, ...streamNames.map((name) => ({ name, type: 2 }))];
  const directorySectors = Math.ceil(entries.length / 4);
  const header = Buffer.alloc(512, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44); // one FAT sector
  header.writeUInt32LE(1, 48); // the directory starts at sector 1
  header.writeUInt32LE(4096, 56);
  header.writeUInt32LE(END_OF_CHAIN, 60);
  header.writeUInt32LE(END_OF_CHAIN, 68);
  for (let i = 0; i < 109; i += 1) header.writeUInt32LE(i === 0 ? 0 : FREE, 76 + i * 4);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  for (let s = 1; s <= directorySectors; s += 1) {
    fat.writeUInt32LE(s === directorySectors ? END_OF_CHAIN : s + 1, s * 4);
  }
  const directory = Buffer.alloc(directorySectors * 512, 0);
  entries.forEach((entry, index) => {
    const at = index * 128;
    directory.write(entry.name, at, 'utf16le');
    directory.writeUInt16LE((entry.name.length + 1) * 2, at + 64);
    directory[at + 66] = entry.type;
  });
  return Buffer.concat([header, fat, directory]);
}

export const wordDoc = () => compoundFile(['WordDocument', '1Table']);
