import sharp from 'sharp';
import type { RenditionSize } from '#shared/domain/image-renditions.ts';

/** The longest side of each rendition, in pixels (ADR 048). */
const RENDITION_LONGEST_SIDE: Record<RenditionSize, number> = { thumbnail: 320, display: 1600 };
/** WebP keeps a PNG's transparency and is smaller than JPEG at the same look; every browser we serve reads it. */
export const RENDITION_TYPE = 'image/webp';
/**
 * Quality and encoder effort (0-6). At display size effort 1 takes a quarter of the default 4's
 * time (about 80 ms against 300 ms for 1600 x 1200 px, docs/benchmarks.md) for files no larger;
 * a thumbnail is small enough for the default.
 */
const ENCODING: Record<RenditionSize, { quality: number; effort: number }> = {
  thumbnail: { quality: 70, effort: 4 },
  display: { quality: 80, effort: 1 },
};

/**
 * A decompression bomb (a small file that claims a huge canvas) is refused before decoding. 200
 * megapixels is the largest phone sensor; a 12 MP photo is far below it.
 */
export const MAX_INPUT_PIXELS = 200_000_000;

/**
 * The types libvips' prebuilt build reads. HEIC photos are HEVC inside HEIF, and the prebuilt
 * libvips decodes only AVIF (no HEVC decoder, for patent reasons), so they get no renditions; an
 * animated GIF or PNG shows its first frame.
 */
const RENDERABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/apng', 'image/webp', 'image/gif']);

export function hasRenditions(fileType: string): boolean {
  return RENDERABLE_TYPES.has(fileType);
}

// Every file the server sees is different: libvips' cache of recent operations and open files
// would only hold memory and descriptors of files already removed.
sharp.cache(false);

export type RenditionFiles = Record<RenditionSize, string>;

/**
 * Writes both renditions of the image in `sourceFile` to the files named: turned upright as its
 * EXIF orientation says, shrunk to fit (never enlarged), as WebP with no metadata (sharp writes
 * none unless asked: no location, no camera). The image is decoded once, at display size (JPEG
 * and WebP decode straight at a fraction of their size); the thumbnail is made from those pixels.
 * Throws when the file is no image libvips can read, is corrupt, or is over MAX_INPUT_PIXELS.
 */
export async function writeRenditions(sourceFile: string, files: RenditionFiles): Promise<void> {
  const display = RENDITION_LONGEST_SIDE.display;
  const { data, info } = await sharp(sourceFile, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true })
    .resize({ width: display, height: display, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const thumbnail = RENDITION_LONGEST_SIDE.thumbnail;
  await Promise.all([
    pixels().webp(ENCODING.display).toFile(files.display),
    pixels()
      .resize({ width: thumbnail, height: thumbnail, fit: 'inside', withoutEnlargement: true })
      .webp(ENCODING.thumbnail)
      .toFile(files.thumbnail),
  ]);
}
