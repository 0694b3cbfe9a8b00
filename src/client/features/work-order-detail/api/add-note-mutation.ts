import { useQueryClient } from '@tanstack/react-query';
import { withComment } from '#client/lib/comments-newest-first.ts';
import { workOrderChangeKeys } from '#client/lib/invalidate-work-orders.ts';
import { jobLabelFromCache } from '#client/lib/outbox/job-label.ts';
import { QUEUED_TOAST } from '#client/lib/outbox/outbox-texts.ts';
import { sendOrQueue } from '#client/lib/outbox/send-or-queue.ts';
import { signedInEmployeeId } from '#client/lib/outbox/signed-in-employee-id.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import type { Comment, WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { NOTE_TEXTS } from '#shared/spec-texts/work-texts.ts';

/**
 * Adds a note (already validated and trimmed); the box is cleared by the caller on success. Without
 * a connection the note waits on the phone and is sent when it is back (ADR 049).
 */
export function useAddNote(workOrderId: number) {
  const queryClient = useQueryClient();
  return usePortalMutation({
    mutationFn: async (content: string) => {
      const employeeId = await signedInEmployeeId(queryClient);
      const jobLabel = jobLabelFromCache(queryClient, workOrderId);
      return sendOrQueue<Comment>({ kind: 'note', employeeId, workOrderId, jobLabel, content });
    },
    networkMode: 'always',
    success: (result) => (result.sent ? { title: NOTE_TEXTS.addedTitle } : QUEUED_TOAST),
    onSuccess: (result) => {
      if (!result.sent) return;
      // Show the note at once (the detail lists comments newest first); the refetch confirms it.
      queryClient.setQueryData<WorkOrderDetail>(queryKeys.workOrders.detail(workOrderId), (detail) =>
        withComment(detail, result.answer),
      );
    },
    invalidates: (result) => (result.sent ? workOrderChangeKeys(workOrderId) : []),
    failure: (error) => ({
      title: NOTE_TEXTS.failedTitle,
      description: error.message || NOTE_TEXTS.failedText,
    }),
  });
}
