import { needsShrinking, PHOTO_QUALITY, type PhotoKind, type PixelSize, targetSize } from './shrink-rules.ts';

/** What the encoder made of a picture; anything but `encoded` means: send the original. */
export type EncodeOutcome =
  | ({ outcome: 'encoded'; blob: Blob } & PixelSize)
  /** No createImageBitmap or OffscreenCanvas here, or the bytes did not decode (HEIC in Chromium, a damaged file). */
  | { outcome: 'cannot-decode' }
  /** A lossless picture already within the limits. */
  | ({ outcome: 'within-limits' } & PixelSize);

async function decode(file: Blob): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return null;
  try {
    // EXIF orientation applied: the pixels come out upright, so the file sent needs no tag.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

/** JPEG only, not WebP where smaller: ADR 047 (WebP took 2-4 times as long to encode, for little). */
const SHRUNK_TYPE = 'image/jpeg';

/**
 * Decodes `file` upright, draws it at the target size and encodes it again. Runs in a worker or
 * in the page alike (OffscreenCanvas exists in both). Re-encoding writes the pixels only: EXIF,
 * GPS, XMP and the embedded thumbnail are not carried over.
 */
export async function encodeSmaller(file: Blob, kind: PhotoKind): Promise<EncodeOutcome> {
  const bitmap = await decode(file);
  if (!bitmap) return { outcome: 'cannot-decode' };
  try {
    const decoded = { width: bitmap.width, height: bitmap.height };
    if (!needsShrinking(kind, decoded, file.size)) return { outcome: 'within-limits', ...decoded };
    const size = targetSize(decoded);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return { outcome: 'cannot-decode' };
    // A transparent PNG would turn black in a JPEG: white is what it showed on the page.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await canvas.convertToBlob({ type: SHRUNK_TYPE, quality: PHOTO_QUALITY });
    // Every browser with OffscreenCanvas writes JPEG; anything else would be the wrong file.
    if (blob.type !== SHRUNK_TYPE) return { outcome: 'cannot-decode' };
    return { outcome: 'encoded', blob, ...size };
  } finally {
    bitmap.close();
  }
}
