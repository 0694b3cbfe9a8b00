import { WORK_ORDER_DIALOG_TEXTS } from '../../../../shared/spec-texts/shell-texts.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import type { UniversalDialogProps } from '../../../components/universal-actions/universal-dialogs.ts';
import { CreatePausedJobForm } from './create-paused-job-form.tsx';

/** SPEC 2 item 1: the Create New Paused Job dialog, opened through the universal actions. */
export function CreatePausedJobDialog({ onClose }: UniversalDialogProps<'create-paused-job'>) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="sm:max-w-3xl"
        // A stray click beside a half-filled form must not throw it away; Escape, X and Cancel still close.
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{WORK_ORDER_DIALOG_TEXTS.createPausedJob}</DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <CreatePausedJobForm onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}

/** For React.lazy (the universal-dialog registry). */
export default CreatePausedJobDialog;
