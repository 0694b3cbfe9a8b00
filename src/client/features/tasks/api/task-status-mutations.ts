import { workOrderChangeKeys } from '#client/lib/invalidate-work-orders.ts';
import { STATUS_CHANGE_TOASTS } from '#client/lib/status-change-toasts.ts';
import type { ToastInput } from '#client/lib/toasts.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import { patchWorkOrder } from '#client/lib/work-order-writes.ts';
import type { WorkOrderStatus } from '#shared/domain/work-order-status.ts';
import { REOPEN_TOASTS } from '#shared/spec-texts/work-list-texts.ts';

type StatusChange = { id: number; status: WorkOrderStatus };

/** PATCH the status, then refresh every list the change touches; pending until they are back. */
function useSetStatus(toasts: { success: ToastInput; failure: ToastInput }) {
  return usePortalMutation({
    mutationFn: ({ id, status }: StatusChange) => patchWorkOrder(id, { status }),
    ...toasts,
    invalidates: (_order, { id }) => workOrderChangeKeys(id),
    awaitRefetch: true,
  });
}

/** The card's status selector, with the inline-edit toasts. */
export const useChangeTaskStatus = () => useSetStatus(STATUS_CHANGE_TOASTS.status);

/** The card's Complete button (office, admin, management). */
export const useCompleteTask = () => useSetStatus(STATUS_CHANGE_TOASTS.complete);

/** /completed-tasks Reopen Task: back to open. */
export const useReopenTask = () =>
  useSetStatus({
    success: { title: REOPEN_TOASTS.doneTitle, description: REOPEN_TOASTS.doneText },
    failure: { title: REOPEN_TOASTS.failedTitle, description: REOPEN_TOASTS.failedText },
  });
