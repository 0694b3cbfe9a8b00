import { FormDialog } from '#client/components/forms/form-dialog.tsx';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HOLD_JOB_TEXTS } from '#shared/spec-texts/hold-job-texts.ts';
import { HOLD_EXISTING_JOB_TEXTS } from '#shared/spec-texts/work-form-texts.ts';
import { HoldJobForm } from './hold-job-form.tsx';

type HoldJobDialogProps = { workOrderId: number; displayNumber: string; onClose: () => void };

/**
 * On Hold chosen from a status menu (the job window's or a task card's): the same form as
 * '+ Paused Job', in a dialog of its own over what it was chosen from (ADR 060).
 */
function HoldJobDialog({ workOrderId, displayNumber, onClose }: HoldJobDialogProps) {
  return (
    <FormDialog
      title={fillTemplate(HOLD_EXISTING_JOB_TEXTS.holdTitle, { number: displayNumber })}
      description={HOLD_EXISTING_JOB_TEXTS.holdDescription}
      className="sm:max-w-2xl"
      onClose={onClose}
    >
      <HoldJobForm
        workOrderId={workOrderId}
        cancelLabel={HOLD_JOB_TEXTS.cancel}
        onCancel={onClose}
        onDone={onClose}
      />
    </FormDialog>
  );
}

/** For React.lazy: the form loads when On Hold is first chosen. */
export default HoldJobDialog;
