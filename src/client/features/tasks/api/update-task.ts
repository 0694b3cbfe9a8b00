import { useQueryClient } from '@tanstack/react-query';
import { invalidateAfterWorkOrderChange, workOrderChangeKeys } from '#client/lib/invalidate-work-orders.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import { addComment, patchWorkOrder } from '#client/lib/work-order-writes.ts';
import type { UpdateTaskValues } from '#shared/schemas/update-task-values.ts';
import type { WorkOrder } from '#shared/schemas/work-order.ts';
import { TASK_UPDATE_TOASTS } from '#shared/spec-texts/work-form-texts.ts';

/** Which of the two calls failed: they get different toasts, and only one leaves a change behind. */
export class TaskUpdateError extends Error {
  readonly step: 'change' | 'comment';

  constructor(step: 'change' | 'comment', cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'TaskUpdateError';
    this.step = step;
  }
}

/** The change first, then the comment, never the comment without the change. */
async function submitTaskUpdate(orderId: number, values: UpdateTaskValues): Promise<WorkOrder> {
  let updated: WorkOrder;
  try {
    updated = await patchWorkOrder(orderId, { status: values.status, priority: values.priority });
  } catch (error) {
    throw new TaskUpdateError('change', error);
  }
  try {
    await addComment(orderId, { content: values.notes, type: 'update', notifyAdmin: false });
  } catch (error) {
    throw new TaskUpdateError('comment', error);
  }
  return updated;
}

/** The Update Task dialog's submit, with the task-update toasts. */
export function useUpdateTask(workOrderId: number) {
  const queryClient = useQueryClient();
  return usePortalMutation<WorkOrder, TaskUpdateError, UpdateTaskValues>({
    mutationFn: (values) => submitTaskUpdate(workOrderId, values),
    success: (updated) => ({ title: TASK_UPDATE_TOASTS.updatedTitle, description: updated.title }),
    invalidates: workOrderChangeKeys(workOrderId),
    failure: (error) =>
      error.step === 'change'
        ? { title: TASK_UPDATE_TOASTS.failedTitle, description: TASK_UPDATE_TOASTS.failedText }
        : {
            title: TASK_UPDATE_TOASTS.commentFailedTitle,
            description: `${error.message} The status and priority were saved.`,
          },
    onError: (error) => {
      // The status change stands (and is refreshed everywhere); only the notes still need saving.
      if (error.step === 'comment') void invalidateAfterWorkOrderChange(queryClient, { workOrderId });
    },
  });
}
