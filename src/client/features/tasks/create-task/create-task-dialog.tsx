import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import type { UniversalDialogProps } from '#client/components/universal-actions/universal-dialogs.ts';
import { WORK_ORDER_DIALOG_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { CreateTaskForm } from './create-task-form.tsx';

/** SPEC 2 item 2: the Create New Task dialog, opened through the universal actions. */
export function CreateTaskDialog({ onClose }: UniversalDialogProps<'create-task'>) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="sm:max-w-3xl"
        // A stray click beside a half-filled form must not throw it away; Escape, X and Cancel still close.
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{WORK_ORDER_DIALOG_TEXTS.createTask}</DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <CreateTaskForm onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}

/** For React.lazy (the universal-dialog registry). */
export default CreateTaskDialog;
