import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { invalidateAfterWorkOrderChange } from '#client/lib/invalidate-work-orders.ts';
import { patchWorkOrder } from '#client/lib/work-order-writes.ts';
import type { CreateComment } from '#shared/schemas/comment.ts';
import type { UpdateTaskForm } from '#shared/schemas/update-task-form.ts';
import type { Comment, WorkOrder } from '#shared/schemas/work-order.ts';
import { TASK_UPDATE_TOASTS } from '#shared/spec-texts/work-form-texts.ts';

/** POST /api/work-orders/{id}/comments in the update dialog's shape. */
export const addUpdateComment = (workOrderId: number, text: string) =>
  apiRequest<Comment>(`/api/work-orders/${workOrderId}/comments`, {
    method: 'POST',
    body: { text, commentType: 'update' } satisfies CreateComment,
  });

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
async function submitTaskUpdate(workOrderId: number, values: UpdateTaskForm): Promise<WorkOrder> {
  let updated: WorkOrder;
  try {
    updated = await patchWorkOrder(workOrderId, { status: values.status, priority: values.priority });
  } catch (error) {
    throw new TaskUpdateError('change', error);
  }
  try {
    await addUpdateComment(workOrderId, values.notes);
  } catch (error) {
    throw new TaskUpdateError('comment', error);
  }
  return updated;
}

/** The Update Task dialog's submit, with the task-update toasts. */
export function useUpdateTask(workOrderId: number) {
  const queryClient = useQueryClient();
  const refresh = () => void invalidateAfterWorkOrderChange(queryClient, { workOrderId });
  return useMutation<WorkOrder, TaskUpdateError, UpdateTaskForm>({
    mutationFn: (values) => submitTaskUpdate(workOrderId, values),
    onSuccess: (updated) => {
      toast({ title: TASK_UPDATE_TOASTS.updatedTitle, description: updated.title });
      refresh();
    },
    onError: (error) => {
      if (error.step === 'change') {
        toast({
          variant: 'destructive',
          title: TASK_UPDATE_TOASTS.failedTitle,
          description: TASK_UPDATE_TOASTS.failedText,
        });
        return;
      }
      // The status change stands (and is refreshed everywhere); only the notes still need saving.
      toast({
        variant: 'destructive',
        title: TASK_UPDATE_TOASTS.commentFailedTitle,
        description: `${error.message} The status and priority were saved.`,
      });
      refresh();
    },
  });
}
