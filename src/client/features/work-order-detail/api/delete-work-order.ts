import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { workOrderChangeKeys } from '#client/lib/invalidate-work-orders.ts';
import { skipLiveDetailRefetch } from '#client/lib/live-updates/deleted-here.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import { deleteWorkOrder } from '#client/lib/work-order-writes.ts';
import { PAUSED_JOB_DELETE_TOASTS, TASK_DELETE_TOASTS } from '#shared/spec-texts/work-texts.ts';

/**
 * Deletes (hides, ADR 029) a task with its toasts, refreshes the lists and forgets it in the local history.
 * Its cached detail is dropped when the caller unmounts, not at once: a mounted view would
 * otherwise ask for it again and flash 'not found' before it closes.
 */
export function useDeleteWorkOrder(workOrderId: number, onDeleted?: () => void, paused = false) {
  const queryClient = useQueryClient();
  const deleted = useRef(false);
  // A task and a paused job say it in their own words.
  const toasts = paused ? PAUSED_JOB_DELETE_TOASTS : TASK_DELETE_TOASTS;
  useEffect(
    () => () => {
      if (deleted.current) queryClient.removeQueries({ queryKey: queryKeys.workOrders.detail(workOrderId) });
    },
    [queryClient, workOrderId],
  );
  return usePortalMutation({
    mutationFn: () => deleteWorkOrder(workOrderId),
    success: { title: toasts.deletedTitle, description: toasts.deletedText },
    onSuccess: () => {
      skipLiveDetailRefetch(workOrderId);
      deleted.current = true;
      void import('#client/lib/task-history.ts').then((history) => history.removeTaskView(workOrderId));
      onDeleted?.();
    },
    // It is now in the Admin Panel's Recently deleted too (ADR 029).
    invalidates: [...workOrderChangeKeys(), queryKeys.deletedWorkOrders.all],
    failure: { title: toasts.failedTitle, description: toasts.failedText },
  });
}
