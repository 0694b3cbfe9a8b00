import { AlertCircleIcon } from 'lucide-react';
import { FormDialog } from '#client/components/forms/form-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { UniversalDialogProps } from '#client/components/universal-actions/universal-dialogs.ts';
import { useWorkOrder } from '#client/lib/work-order-query.ts';
import { WORK_ORDER_DIALOG_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { UPDATE_TASK_TEXTS } from '#shared/spec-texts/update-task-texts.ts';
import { DETAIL_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { UpdateTaskForm } from './update-task-form.tsx';

/** Loads the task, then offers status, priority and notes. */
function UpdateTaskDialog({ workOrderId, onClose }: UniversalDialogProps<'update-task'>) {
  const detail = useWorkOrder(workOrderId);
  const task = detail.data;
  // The task's number and name once loaded; until then a line for screen readers only.
  const heading = task
    ? {
        description: (
          <>
            <span className="shrink-0 font-medium text-foreground">#{task.workOrderId}</span>
            <span className="truncate">{task.title}</span>
          </>
        ),
        descriptionClassName: 'flex min-w-0 items-baseline justify-center gap-2 sm:justify-start',
      }
    : { description: UPDATE_TASK_TEXTS.description, descriptionClassName: 'sr-only' };
  return (
    <FormDialog
      title={WORK_ORDER_DIALOG_TEXTS.updateTask}
      {...heading}
      className="sm:max-w-xl"
      onClose={onClose}
    >
      {task ? (
        <UpdateTaskForm task={task} onClose={onClose} />
      ) : detail.isError ? (
        <div role="alert" className="grid justify-items-center gap-3 py-6 text-center">
          <AlertCircleIcon aria-hidden="true" className="size-8 text-destructive" />
          <p className="font-medium">{UPDATE_TASK_TEXTS.loadFailed}</p>
          <p className="text-sm text-muted-foreground">{detail.error.message}</p>
          <Button variant="outline" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <p role="status" className="flex items-center justify-center gap-2 py-10 text-muted-foreground">
          <Spinner className="size-5" />
          {DETAIL_TEXTS.loading}
        </p>
      )}
    </FormDialog>
  );
}

/** For React.lazy (the universal-dialog registry). */
export default UpdateTaskDialog;
