import { useState } from 'react';
import type { UploadProgress } from '#client/lib/api-upload.ts';
import { useUploadAttachment } from '../api/attachment-mutations.ts';

export type Sending = {
  controller: AbortController;
  fileName: string;
  /** Waiting for the photo to be made smaller before the first byte goes. */
  preparing: boolean;
  sent: UploadProgress | null;
};

type Start = {
  /** The file as chosen: named in the progress bar until the one to send is known. */
  chosen: File;
  /** Resolves to what is sent (the smaller copy of a photo, or `chosen`); rejects when stopped. */
  fileToSend: () => Promise<File>;
  /** Whether `fileToSend` still has work to do. */
  preparing: boolean;
  description: string;
};

/**
 * The upload dialog's sending: from Upload to the server's answer, with the progress of the bytes
 * and a cancel that stops the photo's preparation or the request, whichever is under way.
 */
export function useUploadWithProgress(workOrderId: number, { onUploaded }: { onUploaded: () => void }) {
  const upload = useUploadAttachment(workOrderId);
  const [sending, setSending] = useState<Sending | null>(null);
  const [cancelled, setCancelled] = useState(false);

  async function start({ chosen, fileToSend, preparing, description }: Start) {
    const controller = new AbortController();
    setCancelled(false);
    setSending({ controller, fileName: chosen.name, preparing, sent: null });
    let file: File;
    try {
      file = await fileToSend();
    } catch {
      // The preparation was stopped: the dialog went away (the detail dialog closed) before the
      // photo was ready. Nothing was sent, and nothing will be.
      setSending(null);
      return;
    }
    if (controller.signal.aborted) return;
    setSending((current) => current && { ...current, fileName: file.name, preparing: false });
    upload.mutate(
      {
        file,
        description,
        signal: controller.signal,
        onProgress: (sent) => setSending((current) => current && { ...current, sent }),
      },
      {
        onSuccess: () => {
          setSending(null);
          onUploaded();
        },
        // A cancel has already put the dialog back (below); the hook's toast told of any failure.
        onError: () => {
          if (!controller.signal.aborted) setSending(null);
        },
      },
    );
  }

  function cancel() {
    sending?.controller.abort();
    setSending(null);
    setCancelled(true);
  }

  return { sending, cancelled, clearCancelled: () => setCancelled(false), start, cancel };
}
