import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { invalidateAfterWorkOrderChange } from '#client/lib/invalidate-work-orders.ts';
import { STATUS_CHANGE_TOASTS } from '#client/lib/status-change-toasts.ts';
import { patchWorkOrder } from '#client/lib/work-order-writes.ts';
import type { WorkOrderStatus } from '#shared/domain/work-order-status.ts';
import { REOPEN_TOASTS } from '#shared/spec-texts/work-list-texts.ts';

type StatusChange = { id: number; status: WorkOrderStatus };

/** PATCH the status, then refresh every list the change touches. */
function useSetStatus(messages: { onSuccess: () => void; onError: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: StatusChange) => patchWorkOrder(id, { status }),
    onSuccess: async (_order, { id }) => {
      messages.onSuccess();
      await invalidateAfterWorkOrderChange(queryClient, { workOrderId: id });
    },
    onError: messages.onError,
  });
}

/** The card's status selector, with the inline-edit toasts. */
export const useChangeTaskStatus = () =>
  useSetStatus({
    onSuccess: () => toast(STATUS_CHANGE_TOASTS.status.success),
    onError: () => toast(STATUS_CHANGE_TOASTS.status.failure),
  });

/** The card's Complete button (office, admin, management). */
export const useCompleteTask = () =>
  useSetStatus({
    onSuccess: () => toast(STATUS_CHANGE_TOASTS.complete.success),
    onError: () => toast(STATUS_CHANGE_TOASTS.complete.failure),
  });

/** /completed-tasks Reopen Task: back to open. */
export const useReopenTask = () =>
  useSetStatus({
    onSuccess: () => toast({ title: REOPEN_TOASTS.doneTitle, description: REOPEN_TOASTS.doneText }),
    onError: () =>
      toast({
        variant: 'destructive',
        title: REOPEN_TOASTS.failedTitle,
        description: REOPEN_TOASTS.failedText,
      }),
  });
