import { useQueryClient } from '@tanstack/react-query';
import { workOrderChangeKeys } from '#client/lib/invalidate-work-orders.ts';
import { jobLabelFromCache } from '#client/lib/outbox/job-label.ts';
import { QUEUED_TOAST } from '#client/lib/outbox/outbox-texts.ts';
import { type SendOrQueueResult, sendOrQueue } from '#client/lib/outbox/send-or-queue.ts';
import { signedInEmployeeId } from '#client/lib/outbox/signed-in-employee-id.ts';
import { etagOf } from '#client/lib/outbox/work-order-etag.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import { patchWorkOrder } from '#client/lib/work-order-writes.ts';
import { normalizeStatus } from '#shared/domain/work-order-status.ts';
import type { UpdateWorkOrder, WorkOrder, WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { INLINE_EDIT_TOASTS } from '#shared/spec-texts/work-texts.ts';

/**
 * One inline edit of the detail views: PATCH one field, the inline-edit toasts.
 * Every failure says so. The returned promise rejects on failure so
 * the cell can put the old value back. A status change made without a connection waits on the phone
 * (ADR 049); other fields need the connection, as before.
 */
export function useSaveWorkOrderField(workOrderId: number) {
  const queryClient = useQueryClient();
  const mutation = usePortalMutation({
    mutationFn: async (fields: UpdateWorkOrder): Promise<SendOrQueueResult<WorkOrder>> => {
      const detail = queryClient.getQueryData<WorkOrderDetail>(queryKeys.workOrders.detail(workOrderId));
      const { status: asked, ...others } = fields;
      const status = asked === undefined ? undefined : normalizeStatus(asked);
      if (status === undefined || Object.keys(others).length > 0 || !detail) {
        return { sent: true, answer: await patchWorkOrder(workOrderId, fields) };
      }
      return sendOrQueue<WorkOrder>({
        kind: 'status',
        employeeId: await signedInEmployeeId(queryClient),
        workOrderId,
        jobLabel: jobLabelFromCache(queryClient, workOrderId),
        from: detail.status,
        to: status,
        etag: etagOf(detail),
      });
    },
    networkMode: 'always',
    success: (result) =>
      result.sent
        ? { title: INLINE_EDIT_TOASTS.savedTitle, description: INLINE_EDIT_TOASTS.savedText }
        : QUEUED_TOAST,
    onSuccess: (result, fields) => {
      queryClient.setQueryData<WorkOrderDetail>(queryKeys.workOrders.detail(workOrderId), (old) => {
        if (!old) return old;
        // The answer is the whole order: show it at once, then let every list catch up.
        if (result.sent) return { ...old, ...result.answer };
        // Shown as made; the dialog's marker says it waits, and a refusal puts the server's back.
        return fields.status ? { ...old, status: normalizeStatus(fields.status) ?? old.status } : old;
      });
    },
    invalidates: (result) => (result.sent ? workOrderChangeKeys(workOrderId) : []),
    failure: { title: INLINE_EDIT_TOASTS.failedTitle, description: INLINE_EDIT_TOASTS.failedText },
  });
  return mutation.mutateAsync;
}
