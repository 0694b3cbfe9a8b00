import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attachment, DeleteAttachmentResponse } from '../../../../shared/schemas/attachment.ts';
import { ATTACHMENT_TEXTS } from '../../../../shared/spec-texts/work-texts.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateAfterWorkOrderChange } from '../../../lib/invalidate-work-orders.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { uploadAttachment } from '../../../lib/work-order-writes.ts';

/** DELETE /api/attachments/{id}. */
export const deleteAttachment = (attachmentId: number) =>
  apiRequest<DeleteAttachmentResponse>(`/api/attachments/${attachmentId}`, { method: 'DELETE' });

export function useDeleteAttachment(workOrderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttachment,
    onSuccess: (_result, attachmentId) => {
      // Gone from the list at once; the refetch below confirms it and updates the detail's count.
      queryClient.setQueryData<Attachment[]>(queryKeys.workOrders.attachments(workOrderId), (list) =>
        list?.filter((attachment) => attachment.id !== attachmentId),
      );
      toast({ title: ATTACHMENT_TEXTS.deletedTitle });
      void invalidateAfterWorkOrderChange(queryClient, { workOrderId });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: ATTACHMENT_TEXTS.deleteFailedTitle,
        description: error.message,
      }),
  });
}

export function useUploadAttachment(workOrderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; description?: string }) => uploadAttachment({ workOrderId, ...input }),
    onSuccess: () => {
      toast({ title: ATTACHMENT_TEXTS.uploadedTitle });
      void invalidateAfterWorkOrderChange(queryClient, { workOrderId });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: ATTACHMENT_TEXTS.uploadFailedTitle,
        description: error.message,
      }),
  });
}
