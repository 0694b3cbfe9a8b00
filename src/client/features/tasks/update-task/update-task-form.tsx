import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormDialogFooter } from '#client/components/forms/form-dialog-footer.tsx';
import { optionsOf, SelectField } from '#client/components/forms/select-field.tsx';
import { TextareaField } from '#client/components/forms/textarea-field.tsx';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { priorityLabel, WORK_ORDER_PRIORITIES } from '#shared/domain/work-order-priority.ts';
import { canCompleteWork } from '#shared/domain/work-order-roles.ts';
import { statusLabel, WORK_ORDER_STATUSES } from '#shared/domain/work-order-status.ts';
import { COMMENT_MAX_LENGTH } from '#shared/schemas/comment.ts';
import {
  type UpdateTaskFormInput,
  UpdateTaskFormSchema,
  type UpdateTaskValues,
} from '#shared/schemas/update-task-values.ts';
import type { WorkOrder } from '#shared/schemas/work-order.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { WORK_ORDER_DIALOG_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { UPDATE_TASK_TEXTS } from '#shared/spec-texts/update-task-texts.ts';
import { useUpdateTask } from '../api/update-task.ts';

const PRIORITY_OPTIONS = optionsOf(WORK_ORDER_PRIORITIES, priorityLabel);

type UpdateTaskFormProps = { task: Pick<WorkOrder, 'id' | 'status' | 'priority'>; onClose: () => void };

/** Status, priority and the notes that explain the change. */
export function UpdateTaskForm({ task, onClose }: UpdateTaskFormProps) {
  const employeeType = useCurrentEmployee().data?.employeeType;
  const mayComplete = canCompleteWork(employeeType);
  const completed = task.status === 'completed';
  // Completing (and reopening) is for office, admin and management; the server enforces it too.
  const statuses = WORK_ORDER_STATUSES.filter((status) => status !== 'completed' || mayComplete || completed);
  const form = useForm<UpdateTaskFormInput, unknown, UpdateTaskValues>({
    resolver: zodResolver(UpdateTaskFormSchema),
    // Taken once: a refetch after saving must not overwrite what the person is typing.
    defaultValues: { status: task.status, priority: task.priority, notes: '' },
  });
  const update = useUpdateTask(task.id);
  const notesLength = form.watch('notes')?.length ?? 0;

  const submit = form.handleSubmit((values) => {
    if (update.isPending) return;
    // Only on full success: after a comment failure the dialog stays so the notes are not lost.
    update.mutate(values, { onSuccess: onClose });
  });

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-4" aria-busy={update.isPending}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="status"
          label={UPDATE_TASK_TEXTS.status}
          options={optionsOf(statuses, statusLabel)}
          hint={completed && !mayComplete ? UPDATE_TASK_TEXTS.onlyOfficeReopens : undefined}
          disabled={completed && !mayComplete}
        />
        <SelectField
          form={form}
          name="priority"
          label={UPDATE_TASK_TEXTS.priority}
          options={PRIORITY_OPTIONS}
        />
      </div>
      <TextareaField
        form={form}
        name="notes"
        label={UPDATE_TASK_TEXTS.notes}
        required
        hint={fillTemplate(UPDATE_TASK_TEXTS.notesHint, { length: notesLength, max: COMMENT_MAX_LENGTH })}
        rows={4}
        placeholder={UPDATE_TASK_TEXTS.notesPlaceholder}
      />
      <FormDialogFooter
        submitLabel={WORK_ORDER_DIALOG_TEXTS.updateTask}
        pendingLabel={UPDATE_TASK_TEXTS.updating}
        pending={update.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
