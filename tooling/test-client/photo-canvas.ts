import { vi } from 'vitest';
import type { PixelSize } from '#client/lib/photos/shrink-rules.ts';

/**
 * jsdom decodes no images and has no OffscreenCanvas. These stand-ins for the two browser APIs the
 * photo shrinking uses (lib/photos/encode-smaller.ts) let a test run it as a browser would: every
 * file decodes to `decoded` (or fails to, like HEIC in Chromium), and each encode answers
 * `encodedBytes` bytes of the type asked for. Real decoding is checked in the browser stories.
 */
export function fakeImageCanvas({
  decoded = { width: 4000, height: 3000 },
  encodedBytes = 1_100_000,
  decodes = true,
  decodeWaitsFor,
}: {
  decoded?: PixelSize;
  encodedBytes?: number;
  decodes?: boolean;
  /** Decoding takes until this settles, to see what shows meanwhile. */
  decodeWaitsFor?: Promise<unknown>;
} = {}) {
  const calls = {
    decodeOptions: [] as (ImageBitmapOptions | undefined)[],
    drawnAt: [] as PixelSize[],
    encodedAs: [] as ImageEncodeOptions[],
  };
  vi.stubGlobal('createImageBitmap', async (_source: Blob, options?: ImageBitmapOptions) => {
    calls.decodeOptions.push(options);
    await decodeWaitsFor;
    if (!decodes) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { ...decoded, close: () => {} };
  });
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return {
          fillStyle: '',
          imageSmoothingQuality: 'low',
          fillRect: () => {},
          drawImage: (_image: unknown, _x: number, _y: number, width: number, height: number) =>
            calls.drawnAt.push({ width, height }),
        };
      }
      async convertToBlob(options: ImageEncodeOptions) {
        calls.encodedAs.push(options);
        // A File, not jsdom's Blob: the client tests' File (Node's) reads only Node's blobs.
        return new File([new Uint8Array(encodedBytes)], 'encoded', { type: options.type });
      }
    },
  );
  return calls;
}

/** A chosen file of `bytes` bytes (its content never read by the stand-ins). */
export function chosenFile(name: string, type: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type, lastModified: 1_760_000_000_000 });
}
