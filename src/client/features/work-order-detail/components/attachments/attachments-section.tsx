import { RefreshCwIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { DETAIL_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { useAttachments } from '../../api/attachments-query.ts';
import { AttachmentCard } from './attachment-card.tsx';
import { LazyUploadFileDialog } from './lazy-upload-file-dialog.tsx';

function AttachmentList({ workOrderId }: { workOrderId: number }) {
  const attachments = useAttachments(workOrderId);
  if (attachments.isPending) {
    return (
      <div className="space-y-2">
        <span className="sr-only" role="status">
          Loading attachments...
        </span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (attachments.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 p-3">
        <p role="alert" className="flex-1 text-sm text-destructive">
          {attachments.error.message}
        </p>
        <Button variant="outline" size="sm" onClick={() => attachments.refetch()}>
          <RefreshCwIcon aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  }
  if (attachments.data.length === 0) {
    return <p className="py-2 text-sm text-muted-foreground">No attachments yet</p>;
  }
  return (
    <ul aria-label={DETAIL_TEXTS.attachments} className="space-y-2">
      {attachments.data.map((attachment) => (
        <AttachmentCard key={attachment.id} workOrderId={workOrderId} attachment={attachment} />
      ))}
    </ul>
  );
}

/** The work order's files and the upload dialog. */
export function AttachmentsSection({ workOrderId }: { workOrderId: number }) {
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <LazyUploadFileDialog workOrderId={workOrderId} />
      </div>
      <AttachmentList workOrderId={workOrderId} />
    </div>
  );
}
