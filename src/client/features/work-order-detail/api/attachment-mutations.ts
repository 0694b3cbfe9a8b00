import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { UploadProgress } from '#client/lib/api-upload.ts';
import { workOrderChangeKeys } from '#client/lib/invalidate-work-orders.ts';
import { jobLabelFromCache } from '#client/lib/outbox/job-label.ts';
import { QUEUED_TOAST } from '#client/lib/outbox/outbox-texts.ts';
import { sendOrQueue } from '#client/lib/outbox/send-or-queue.ts';
import { signedInEmployeeId } from '#client/lib/outbox/signed-in-employee-id.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { toast } from '#client/lib/toasts.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import type { Attachment, DeleteAttachmentResponse } from '#shared/schemas/attachment.ts';
import { ATTACHMENT_TEXTS } from '#shared/spec-texts/work-texts.ts';

/** DELETE /api/attachments/{id}. */
const deleteAttachment = (attachmentId: number) =>
  apiRequest<DeleteAttachmentResponse>(`/api/attachments/${attachmentId}`, { method: 'DELETE' });

export function useDeleteAttachment(workOrderId: number) {
  const queryClient = useQueryClient();
  return usePortalMutation({
    mutationFn: deleteAttachment,
    success: { title: ATTACHMENT_TEXTS.deletedTitle },
    onSuccess: (_result, attachmentId) => {
      // Gone from the list at once; the refetch below confirms it and updates the detail's count.
      queryClient.setQueryData<Attachment[]>(queryKeys.workOrders.attachments(workOrderId), (list) =>
        list?.filter((attachment) => attachment.id !== attachmentId),
      );
    },
    invalidates: workOrderChangeKeys(workOrderId),
    failure: (error) => ({ title: ATTACHMENT_TEXTS.deleteFailedTitle, description: error.message }),
  });
}

export type UploadRequest = {
  file: File;
  description?: string;
  /** Aborted by the dialog's Cancel: no error toast, the dialog says it was cancelled. */
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
};

export function useUploadAttachment(workOrderId: number) {
  const queryClient = useQueryClient();
  return usePortalMutation({
    // A photo whose upload finds no connection waits on the phone and goes when it is back (ADR 049).
    mutationFn: async ({ file, description, signal, onProgress }: UploadRequest) =>
      sendOrQueue<Attachment>(
        {
          kind: 'photo',
          employeeId: await signedInEmployeeId(queryClient),
          workOrderId,
          jobLabel: jobLabelFromCache(queryClient, workOrderId),
          file,
          fileName: file.name,
          description,
        },
        { signal, onProgress },
      ),
    networkMode: 'always',
    success: (result) => (result.sent ? { title: ATTACHMENT_TEXTS.uploadedTitle } : QUEUED_TOAST),
    invalidates: (result) => (result.sent ? workOrderChangeKeys(workOrderId) : []),
    // Not `failure`: a cancelled upload gets no error toast, the dialog says it was cancelled.
    onError: (error, { signal }) => {
      if (signal?.aborted) {
        // Cancelled after every byte had gone, the server may have kept it: the list will say.
        void queryClient.invalidateQueries({ queryKey: queryKeys.workOrders.attachments(workOrderId) });
        return;
      }
      toast({
        variant: 'destructive',
        title: ATTACHMENT_TEXTS.uploadFailedTitle,
        description: error.message,
      });
    },
  });
}
