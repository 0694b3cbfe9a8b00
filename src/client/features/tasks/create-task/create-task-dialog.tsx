import { FormDialog } from '#client/components/forms/form-dialog.tsx';
import type { UniversalDialogProps } from '#client/components/universal-actions/universal-dialogs.ts';
import { WORK_ORDER_DIALOG_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { CreateTaskForm } from './create-task-form.tsx';

/** The Create New Task dialog, opened through the universal actions. */
function CreateTaskDialog({ onClose }: UniversalDialogProps<'create-task'>) {
  return (
    <FormDialog
      title={WORK_ORDER_DIALOG_TEXTS.createTask}
      description="Fields marked * are required."
      className="sm:max-w-3xl"
      onClose={onClose}
    >
      <CreateTaskForm onClose={onClose} />
    </FormDialog>
  );
}

/** For React.lazy (the universal-dialog registry). */
export default CreateTaskDialog;
