import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewComment } from '../../../../shared/schemas/comment.ts';
import type { Comment, WorkOrderDetail } from '../../../../shared/schemas/work-order.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateAfterWorkOrderChange } from '../../../lib/invalidate-work-orders.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const NOTE_FAILED_FALLBACK = 'Failed to add note. Please try again.';

/** POST /api/work-orders/{id}/comments with the add-note shape of SPEC 7. */
export const addNote = (workOrderId: number, note: NewComment) =>
  apiRequest<Comment>(`/api/work-orders/${workOrderId}/comments`, { method: 'POST', body: note });

/** Adds a note (already validated and trimmed); the box is cleared by the caller on success. */
export function useAddNote(workOrderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addNote(workOrderId, { content, type: 'note', notifyAdmin: false }),
    onSuccess: (comment) => {
      // Show the note at once (the detail lists comments newest first); the refetch confirms it.
      queryClient.setQueryData<WorkOrderDetail>(queryKeys.workOrders.detail(workOrderId), (detail) =>
        detail && Array.isArray(detail.comments)
          ? { ...detail, comments: [comment, ...detail.comments.filter((c) => c.id !== comment.id)] }
          : detail,
      );
      toast({ title: 'Note added' });
      void invalidateAfterWorkOrderChange(queryClient, { workOrderId });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Note Failed',
        description: error.message || NOTE_FAILED_FALLBACK,
      }),
  });
}
