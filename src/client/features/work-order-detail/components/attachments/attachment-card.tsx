import { DownloadIcon, EyeIcon, FileIcon, FileImageIcon, FileTextIcon, Trash2Icon } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/lib/toasts.ts';
import { formatDate } from '#shared/domain/date-format.ts';
import { formatFileSize } from '#shared/domain/file-size.ts';
import type { Attachment } from '#shared/schemas/attachment.ts';
import { ATTACHMENT_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { downloadAttachment } from '../../api/attachment-file.ts';
import { useDeleteAttachment } from '../../api/attachment-mutations.ts';
import { AttachmentThumbnail } from './attachment-thumbnail.tsx';

// Fetched on the first Preview, not with the job page (ADR 008); kept mounted after, so it closes
// and hands the focus back like any dialog.
const AttachmentPreviewDialog = lazy(() =>
  import('./attachment-preview-dialog.tsx').then((m) => ({ default: m.AttachmentPreviewDialog })),
);

function AttachmentIcon({ attachment }: { attachment: Attachment }) {
  const className = 'size-8 shrink-0';
  if (attachment.isImage)
    return <FileImageIcon aria-hidden="true" className={`${className} text-emerald-600`} />;
  if (attachment.fileType === 'application/pdf')
    return <FileTextIcon aria-hidden="true" className={`${className} text-red-600`} />;
  if (attachment.fileType.includes('word'))
    return <FileTextIcon aria-hidden="true" className={`${className} text-blue-600`} />;
  return <FileIcon aria-hidden="true" className={`${className} text-muted-foreground`} />;
}

/** One file of a work order: what it is (a photo's thumbnail), and Download, Preview (images) and Delete. */
export function AttachmentCard({ workOrderId, attachment }: { workOrderId: number; attachment: Attachment }) {
  const nameId = useId();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [previewed, setPreviewed] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const remove = useDeleteAttachment(workOrderId);

  async function download() {
    setDownloading(true);
    try {
      await downloadAttachment(attachment);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error downloading file',
        description: (error as Error).message,
      });
    } finally {
      setDownloading(false);
    }
  }

  const details = [formatFileSize(attachment.fileSize), `Uploaded ${formatDate(attachment.uploadedAt)}`];
  if (attachment.uploadedBy) details.push(`by ${attachment.uploadedBy.name}`);

  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {attachment.hasRenditions ? (
          <AttachmentThumbnail attachment={attachment} />
        ) : (
          <AttachmentIcon attachment={attachment} />
        )}
        <div className="min-w-0 flex-1">
          <p id={nameId} className="truncate text-sm font-medium" title={attachment.fileName}>
            {attachment.fileName}
          </p>
          <p className="text-xs text-muted-foreground">{details.join(' · ')}</p>
          {attachment.description && (
            <p className="mt-1 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
              {attachment.description}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-describedby={nameId}
          disabled={downloading}
          // The spinner stands in for the icon while the file comes.
          loading={downloading}
          loadingText="Download"
          onClick={download}
        >
          <DownloadIcon aria-hidden="true" />
          Download
        </Button>
        {attachment.isImage && (
          <Button
            variant="outline"
            size="sm"
            aria-describedby={nameId}
            onClick={() => {
              setPreviewed(true);
              setPreviewOpen(true);
            }}
          >
            <EyeIcon aria-hidden="true" />
            Preview
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          aria-describedby={nameId}
          className="text-destructive hover:text-destructive"
          onClick={() => setConfirmOpen(true)}
        >
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </div>
      {attachment.isImage && previewed && (
        <Suspense fallback={null}>
          <AttachmentPreviewDialog attachment={attachment} open={previewOpen} onOpenChange={setPreviewOpen} />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete File"
        description={ATTACHMENT_TEXTS.deleteConfirm}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(attachment.id, { onSettled: () => setConfirmOpen(false) })}
      />
    </li>
  );
}
