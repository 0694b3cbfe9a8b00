import { type EncodeOutcome, encodeSmaller } from './encode-smaller.ts';
import type { ShrinkRequest } from './shrink-photo-worker.ts';
import { type PhotoKind, photoKind, shrunkFileName } from './shrink-rules.ts';

/** Why the file to send is the one it is. */
type ShrinkReason =
  /** A smaller copy, upright and without metadata. */
  | 'shrunk'
  /** Not a picture this shrinks: a GIF, a PDF, a document. */
  | 'not-a-photo'
  /** A PNG already within the limits (shrink-rules.ts). */
  | 'within-limits'
  /** A PNG whose smaller copy came out no smaller. */
  | 'not-smaller'
  /** The browser could not decode it (HEIC in Chromium, a damaged file) or cannot encode here. */
  | 'cannot-decode';

export type ShrinkResult = {
  /** What to upload: the smaller copy when `reason` is 'shrunk', else `original` itself. */
  file: File;
  original: File;
  reason: ShrinkReason;
  /** The pixel size of `file`, when known: 'shrunk' and 'within-limits'. */
  width?: number;
  height?: number;
};

function encodeInWorker(request: ShrinkRequest, signal: AbortSignal | undefined): Promise<EncodeOutcome> {
  const worker = new Worker(new URL('./shrink-photo-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<EncodeOutcome>((resolve, reject) => {
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', stop);
    };
    const stop = () => {
      finish();
      reject(signal?.reason);
    };
    worker.onmessage = (event: MessageEvent<EncodeOutcome>) => {
      finish();
      resolve(event.data);
    };
    // The worker's script did not load (say, offline before it was ever saved): do it here.
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      resolve(encodeSmaller(request.file, request.kind));
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.postMessage(request);
  });
}

function encode(file: File, kind: PhotoKind, signal: AbortSignal | undefined): Promise<EncodeOutcome> {
  // jsdom and very old browsers have no workers; the same code then runs on the page.
  if (typeof Worker === 'function') return encodeInWorker({ file, kind }, signal);
  return encodeSmaller(file, kind);
}

/**
 * The file to upload for `file` (ADR 047): a photo decoded with its EXIF orientation applied,
 * scaled to at most 2048 px on its longest side and encoded as JPEG at 80 % quality, which drops
 * its metadata (GPS location included); a large PNG the same; anything else, or anything the
 * browser cannot decode, as it is. Never fails for a file's sake; rejects only with the signal's
 * reason when `signal` is aborted.
 */
export async function shrinkPhoto(
  file: File,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ShrinkResult> {
  signal?.throwIfAborted();
  const kind = photoKind(file);
  const original = { file, original: file };
  if (kind === 'keep') return { ...original, reason: 'not-a-photo' };
  const encoded = await encode(file, kind, signal);
  signal?.throwIfAborted();
  if (encoded.outcome === 'cannot-decode') return { ...original, reason: 'cannot-decode' };
  const size = { width: encoded.width, height: encoded.height };
  if (encoded.outcome === 'within-limits') return { ...original, reason: 'within-limits', ...size };
  // A photo's copy is sent even when a little larger: it is upright and carries no location.
  if (kind === 'lossless' && encoded.blob.size >= file.size) return { ...original, reason: 'not-smaller' };
  const shrunk = new File([encoded.blob], shrunkFileName(file.name, encoded.blob.type), {
    type: encoded.blob.type,
    lastModified: file.lastModified,
  });
  return { file: shrunk, original: file, reason: 'shrunk', ...size };
}
