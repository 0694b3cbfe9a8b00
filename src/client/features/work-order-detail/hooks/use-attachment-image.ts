import { useEffect, useState } from 'react';
import type { RenditionSize } from '#shared/domain/image-renditions.ts';
import { getAttachmentRendition } from '../api/attachment-file.ts';

export type AttachmentImage =
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'error'; message: string };

/**
 * An image's rendition as an object URL (the token travels in a header an <img> cannot send),
 * fetched once `enabled`, cancelled and revoked when unmounted.
 */
export function useAttachmentImage(
  attachmentId: number,
  size: RenditionSize,
  enabled = true,
): AttachmentImage {
  const [state, setState] = useState<AttachmentImage>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let url: string | undefined;
    setState({ status: 'loading' });
    getAttachmentRendition(attachmentId, size, { signal: controller.signal }).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      },
      (error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: error.message });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [attachmentId, size, enabled]);
  return state;
}
