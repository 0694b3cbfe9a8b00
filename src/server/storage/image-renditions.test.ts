import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import * as sample from '#tooling/test-server/sample-files.ts';
import { colourAt, phonePhoto, truncatedPhoto } from '#tooling/test-server/sample-images.ts';
import { hasRenditions, MAX_INPUT_PIXELS, writeRenditions } from './image-renditions.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'portal-renditions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let counter = 0;
/** Writes `bytes` to a file, makes its renditions, and answers them with what sharp reads in them. */
async function renditionsOf(bytes: Buffer) {
  counter += 1;
  const source = path.join(dir, `source-${counter}`);
  writeFileSync(source, bytes);
  const files = { thumbnail: path.join(dir, `t-${counter}`), display: path.join(dir, `d-${counter}`) };
  await writeRenditions(source, files);
  const read = async (file: string) => ({ file, ...(await sharp(file).metadata()) });
  return { thumbnail: await read(files.thumbnail), display: await read(files.display) };
}

/** A PNG whose header claims `width` x `height`, with no real pixels: a decompression bomb's shape. */
function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('writeRenditions', () => {
  it('writes a 320 px thumbnail and a 1600 px display size as WebP, upright and without metadata', async () => {
    const photo = await phonePhoto({ width: 2048, height: 1536, orientation: 6 });
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const { thumbnail, display } = await renditionsOf(photo);
    // Orientation 6 shows the landscape photo turned a quarter clockwise: portrait.
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['webp', 240, 320]);
    expect([display.format, display.width, display.height]).toEqual(['webp', 1200, 1600]);
    for (const image of [thumbnail, display]) {
      expect(image.exif).toBeUndefined();
      expect(image.orientation).toBeUndefined();
      expect(image.icc).toBeUndefined();
      // The photo's top (red) is on the right once turned, its bottom (blue) on the left.
      const pixels = await sharp(image.file).toBuffer();
      expect(await colourAt(pixels, image.width * 0.9, image.height / 2)).toBe('red');
      expect(await colourAt(pixels, image.width * 0.1, image.height / 2)).toBe('blue');
    }
  });

  it('never enlarges a small image', async () => {
    const { thumbnail, display } = await renditionsOf(await phonePhoto({ width: 200, height: 100 }));
    expect([thumbnail.width, thumbnail.height, display.width, display.height]).toEqual([200, 100, 200, 100]);
  });

  it('keeps the transparency of a PNG and shows the first frame of an animated GIF', async () => {
    const transparent = await sharp({
      create: { width: 640, height: 480, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const png = await renditionsOf(transparent);
    expect([png.thumbnail.width, png.thumbnail.hasAlpha]).toEqual([320, true]);

    const frame = (r: number, b: number) =>
      sharp({ create: { width: 400, height: 200, channels: 3, background: { r, g: 0, b } } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame(255, 0), await frame(0, 0)], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const gif = await renditionsOf(animated);
    expect([gif.display.width, gif.display.height, gif.display.pages]).toEqual([400, 200, undefined]);
    expect(await colourAt(await sharp(gif.display.file).toBuffer(), 200, 100)).toBe('red');
  });

  it('throws for a corrupt image, a decompression bomb and a file that is no image', async () => {
    await expect(renditionsOf(await truncatedPhoto())).rejects.toThrow(/JPEG/i);
    // 230 megapixels claimed in a file of a hundred bytes: over our limit (not sharp's default,
    // 268 MP, so this shows ours applies), refused before any decoding.
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS * 1.15));
    await expect(renditionsOf(pngClaiming(side, side))).rejects.toThrow(/pixel limit/i);
    await expect(renditionsOf(sample.pdf())).rejects.toThrow();
  });
});

describe('hasRenditions', () => {
  it('holds for the images libvips reads, not for HEIC photos or documents', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/apng', 'image/webp', 'image/gif']) {
      expect(hasRenditions(type), type).toBe(true);
    }
    for (const type of ['image/heic', 'image/heif', 'application/pdf', 'application/msword']) {
      expect(hasRenditions(type), type).toBe(false);
    }
  });
});
