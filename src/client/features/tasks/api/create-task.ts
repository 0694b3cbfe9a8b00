import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client.ts';
import { workOrderChangeKeys } from '#client/lib/invalidate-work-orders.ts';
import { toast } from '#client/lib/toasts.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import { uploadAttachment } from '#client/lib/work-order-writes.ts';
import type { CreateTask, CreateTaskSchema, WorkOrder } from '#shared/schemas/work-order.ts';
import { TASK_CREATE_TOASTS } from '#shared/spec-texts/work-form-texts.ts';
import { ATTACHMENT_TEXTS } from '#shared/spec-texts/work-texts.ts';

/** The form's values after CreateTaskSchema: trimmed, with priority, status and type defaulted. */
export type CreateTaskValues = z.output<typeof CreateTaskSchema>;

type CreateTaskRequest = {
  values: CreateTaskValues;
  /** The file to upload once the task exists; a photo may still be being made smaller (ADR 047). */
  fileToSend: (() => Promise<File>) | null;
};

/** The task fields are sent with undefined fields removed; blanks and empty lists are dropped too. */
function toCreateTaskBody(values: CreateTaskValues): CreateTask {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    body[key] = value;
  }
  return body as CreateTask;
}

/** POST /api/work-orders. */
const createTask = (body: CreateTask) => apiRequest<WorkOrder>('/api/work-orders', { method: 'POST', body });

type CreateTaskResult = { created: WorkOrder; uploadError: Error | null };

async function createTaskWithFile({ values, fileToSend }: CreateTaskRequest): Promise<CreateTaskResult> {
  const created = await createTask(toCreateTaskBody(values));
  if (!fileToSend) return { created, uploadError: null };
  try {
    await uploadAttachment({ workOrderId: created.id, file: await fileToSend() });
    return { created, uploadError: null };
  } catch (error) {
    // The task exists now; a failed upload must not read as a failed create (retry from the task).
    return { created, uploadError: error instanceof Error ? error : new Error(String(error)) };
  }
}

/**
 * Creates the task, then uploads the chosen file to it, with the create and upload toasts.
 * The toasts and cache refresh live here, not in mutate(), so they happen even if the dialog
 * was closed while the request was in flight.
 */
export function useCreateTask() {
  return usePortalMutation({
    mutationFn: createTaskWithFile,
    success: ({ created }) => ({
      title: TASK_CREATE_TOASTS.createdTitle,
      description: `#${created.workOrderId} ${created.title}`,
    }),
    onSuccess: ({ uploadError }) => {
      if (!uploadError) return;
      toast({
        variant: 'destructive',
        title: ATTACHMENT_TEXTS.uploadFailedTitle,
        description: uploadError.message,
      });
    },
    invalidates: ({ created }) => workOrderChangeKeys(created.id),
    failure: (error) => ({ title: TASK_CREATE_TOASTS.failedTitle, description: error.message }),
  });
}
