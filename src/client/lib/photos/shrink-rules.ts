/**
 * Issue 27's photo rules (ADR 047): which files are made smaller on the phone before they are
 * uploaded, to what size, and under what name. Pure, so the worker and the page share them.
 */

/** The longest side, in pixels, a photo is sent with. */
export const MAX_PHOTO_SIDE = 2048;

/** The encoders' quality (0-1): about 80 %. */
export const PHOTO_QUALITY = 0.8;

/**
 * A lossless picture (a PNG screenshot, a diagram) at most this large, and no longer than
 * MAX_PHOTO_SIDE, is sent as it is: it uploads quickly anyway, and its text stays sharp.
 */
const KEEP_AS_IS_MAX_BYTES = 1.5 * 1024 * 1024;

/**
 * - `photo`: always re-encoded when the browser can decode it: smaller, turned upright, and with
 *   its metadata (GPS location included) dropped.
 * - `lossless`: kept unless larger than the limits above.
 * - `keep`: never touched (GIFs would lose their animation; PDFs and documents are not pictures).
 */
export type PhotoKind = 'photo' | 'lossless' | 'keep';

const PHOTO_TYPES = new Set([
  'image/jpeg',
  'image/pjpeg',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
  'image/tiff',
  'image/bmp',
]);
const LOSSLESS_TYPES = new Set(['image/png']);

/** Phones' pickers sometimes give no type; the name's extension says it then. */
const TYPE_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  jfif: 'image/jpeg',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  avif: 'image/avif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  bmp: 'image/bmp',
  png: 'image/png',
};

const EXTENSION = /\.([a-z0-9]{1,5})$/i;

function extensionOf(name: string): string | undefined {
  return EXTENSION.exec(name)?.[1]?.toLowerCase();
}

/** What to do with a chosen file, from its type (or, without one, its name). */
export function photoKind(file: { name: string; type: string }): PhotoKind {
  const extension = extensionOf(file.name);
  const type = file.type.toLowerCase() || (extension ? TYPE_OF_EXTENSION[extension] : undefined) || '';
  if (PHOTO_TYPES.has(type)) return 'photo';
  if (LOSSLESS_TYPES.has(type)) return 'lossless';
  return 'keep';
}

export type PixelSize = { width: number; height: number };

/** Whether a decoded picture is made smaller: a photo always; a lossless one only past the limits. */
export function needsShrinking(kind: PhotoKind, size: PixelSize, bytes: number): boolean {
  if (kind === 'photo') return true;
  if (kind === 'keep') return false;
  return Math.max(size.width, size.height) > MAX_PHOTO_SIDE || bytes > KEEP_AS_IS_MAX_BYTES;
}

/**
 * The size to draw at: the longest side at most `maxSide`, the proportions kept (each side at
 * least one pixel); a smaller picture keeps its size.
 */
export function targetSize({ width, height }: PixelSize, maxSide = MAX_PHOTO_SIDE): PixelSize {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.min(maxSide, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxSide, Math.round(height * scale))),
  };
}

const EXTENSIONS_OF_TYPE: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/webp': ['webp'],
  'image/png': ['png'],
};

/**
 * The original name with the extension of what is now inside: 'IMG_0412.HEIC' sent as JPEG is
 * 'IMG_0412.jpg'; 'leak.JPEG' stays 'leak.JPEG'; a name without an extension gains one.
 */
export function shrunkFileName(name: string, type: string): string {
  const extensions = EXTENSIONS_OF_TYPE[type];
  if (!extensions) throw new RangeError(`No file extension for ${type}`);
  const current = extensionOf(name);
  if (current && extensions.includes(current)) return name;
  const base = current ? name.slice(0, -(current.length + 1)) : name;
  return `${base.trim() || 'photo'}.${extensions[0]}`;
}
