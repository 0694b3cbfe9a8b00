import { useEffect, useState } from 'react';
import { apiBlob } from '#client/lib/api-client.ts';
import type { AttachmentImage } from '../../hooks/use-attachment-image.ts';

/**
 * An attachment's own bytes as an object URL: the customer's signature is shown as it was signed,
 * not as a resized copy. Cancelled and revoked when unmounted.
 */
export function useOriginalImage(attachmentId: number): AttachmentImage {
  const [state, setState] = useState<AttachmentImage>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    setState({ status: 'loading' });
    apiBlob(`/api/attachments/${attachmentId}/file`, { signal: controller.signal }).then(
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
  }, [attachmentId]);
  return state;
}
