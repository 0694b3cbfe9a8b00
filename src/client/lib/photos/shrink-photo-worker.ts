import { type EncodeOutcome, encodeSmaller } from './encode-smaller.ts';
import type { PhotoKind } from './shrink-rules.ts';

/**
 * The decode, scale and encode of a photo, off the page's thread: a 12-megapixel decode and its
 * JPEG encode take a phone a second or more, which on the page would freeze scrolling and typing.
 * One worker per photo (shrink-photo.ts), ended when it answers or the photo is no longer wanted.
 */
export type ShrinkRequest = { file: Blob; kind: PhotoKind };

// The client's types describe a page (DOM lib); a worker's scope is typed here as it is used.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ShrinkRequest>) => void) | null;
  postMessage: (message: EncodeOutcome) => void;
};

scope.onmessage = async ({ data }) => {
  let outcome: EncodeOutcome;
  try {
    outcome = await encodeSmaller(data.file, data.kind);
  } catch {
    // Out of memory for a huge picture, an encoder failure: the original goes instead.
    outcome = { outcome: 'cannot-decode' };
  }
  scope.postMessage(outcome);
};
