import { useQueryClient } from '@tanstack/react-query';
import { workOrderChangeKeys } from '#client/lib/invalidate-work-orders.ts';
import { skipLiveDetailRefetch } from '#client/lib/live-updates/deleted-here.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import { deleteWorkOrder } from '#client/lib/work-order-writes.ts';
import type { PausedJobListItem } from '#shared/schemas/work-order.ts';
import { PAUSED_JOB_DELETE_TOASTS } from '#shared/spec-texts/work-texts.ts';

/**
 * Deletes a paused job with the paused-job toasts. The card leaves this page's list at once
 * (the refetch that follows would take a moment), every work-order list is refreshed, and the
 * job is forgotten in this device's Recent History.
 */
export function useDeletePausedJob(workOrderId: number) {
  const queryClient = useQueryClient();
  return usePortalMutation({
    mutationFn: () => deleteWorkOrder(workOrderId),
    success: {
      title: PAUSED_JOB_DELETE_TOASTS.deletedTitle,
      description: PAUSED_JOB_DELETE_TOASTS.deletedText,
    },
    onSuccess: () => {
      skipLiveDetailRefetch(workOrderId);
      queryClient.setQueryData<PausedJobListItem[]>(queryKeys.workOrders.onHold(), (jobs) =>
        jobs?.filter((job) => job.id !== workOrderId),
      );
      // Loaded on demand: the history module validates with zod, which this page does not need.
      void import('#client/lib/task-history.ts').then((history) => history.removeTaskView(workOrderId));
    },
    // It is now in the Admin Panel's Recently deleted too (ADR 029).
    invalidates: [...workOrderChangeKeys(), queryKeys.deletedWorkOrders.all],
    failure: {
      title: PAUSED_JOB_DELETE_TOASTS.failedTitle,
      description: PAUSED_JOB_DELETE_TOASTS.failedText,
    },
  });
}
