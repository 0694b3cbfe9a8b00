import { open } from 'node:fs/promises';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The signature, then the first chunk: its length (13), its type IHDR, the width and the height. */
const HEADER_BYTES = 24;

/**
 * A PNG's width and height as its own bytes state them (the 8-byte signature, then the IHDR chunk
 * every PNG starts with), or undefined when the file is not a PNG, whatever name or type it came with.
 */
export async function pngDimensions(
  filePath: string,
): Promise<{ width: number; height: number } | undefined> {
  const file = await open(filePath, 'r');
  try {
    const header = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await file.read(header, 0, HEADER_BYTES, 0);
    if (bytesRead < HEADER_BYTES) return undefined;
    if (!header.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
    if (header.readUInt32BE(8) !== 13 || header.toString('latin1', 12, 16) !== 'IHDR') return undefined;
    return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
  } finally {
    await file.close();
  }
}
