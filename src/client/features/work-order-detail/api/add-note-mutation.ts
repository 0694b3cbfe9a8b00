import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkOrderDetail } from '../../../../shared/schemas/work-order.ts';
import { NOTE_TEXTS } from '../../../../shared/spec-texts/work-texts.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { invalidateAfterWorkOrderChange } from '../../../lib/invalidate-work-orders.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { addNote } from '../../../lib/work-order-writes.ts';

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
      toast({ title: NOTE_TEXTS.addedTitle });
      void invalidateAfterWorkOrderChange(queryClient, { workOrderId });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: NOTE_TEXTS.failedTitle,
        description: error.message || NOTE_TEXTS.failedText,
      }),
  });
}
