import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { NO_RENDITIONS_MESSAGE } from '#shared/domain/image-renditions.ts';
import type { Attachment } from '#shared/schemas/attachment.ts';
import { useAttachmentImage } from '../../hooks/use-attachment-image.ts';

/** The display-size copy (ADR 048), never the original: that is what Download is for. */
function PreviewBody({ attachment }: { attachment: Attachment }) {
  const image = useAttachmentImage(attachment.id, 'display', attachment.hasRenditions);
  if (!attachment.hasRenditions) {
    return <p className="text-sm text-muted-foreground">{NO_RENDITIONS_MESSAGE}</p>;
  }
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

/** An image shown in a dialog titled with its file name. */
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
