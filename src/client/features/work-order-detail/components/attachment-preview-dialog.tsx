import { useEffect, useState } from 'react';
import type { Attachment } from '../../../../shared/schemas/attachment.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getAttachmentFile } from '../api/attachment-file.ts';

type PreviewState =
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'error'; message: string };

/** Loads an image while mounted and revokes its object URL when unmounted. */
function useImageUrl(attachmentId: number): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    setState({ status: 'loading' });
    getAttachmentFile(attachmentId, { inline: true, signal: controller.signal }).then(
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

function PreviewBody({ attachment }: { attachment: Attachment }) {
  const image = useImageUrl(attachment.id);
  if (image.status === 'loading') {
    return (
      <div className="flex min-h-40 items-center justify-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Loading preview...
      </div>
    );
  }
  if (image.status === 'error') {
    return (
      <p role="alert" className="text-sm text-destructive">
        {image.message}
      </p>
    );
  }
  return (
    <img
      src={image.url}
      alt={attachment.fileName}
      className="mx-auto max-h-[70dvh] w-auto max-w-full rounded-md object-contain"
    />
  );
}

type AttachmentPreviewDialogProps = {
  attachment: Attachment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** SPEC 2 item 5: an image shown in a dialog titled with its file name. */
export function AttachmentPreviewDialog({ attachment, open, onOpenChange }: AttachmentPreviewDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogTitle className="truncate pr-6 leading-normal">{attachment.fileName}</DialogTitle>
        <DialogDescription className="sr-only">Image preview</DialogDescription>
        {open && <PreviewBody attachment={attachment} />}
      </DialogContent>
    </Dialog>
  );
}
