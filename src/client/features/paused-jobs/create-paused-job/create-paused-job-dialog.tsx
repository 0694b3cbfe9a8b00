import { useState } from 'react';
import type { WorkOrder } from '../../../../shared/schemas/work-order.ts';
import { fillTemplate } from '../../../../shared/spec-texts/fill-template.ts';
import { WORK_ORDER_DIALOG_TEXTS } from '../../../../shared/spec-texts/shell-texts.ts';
import { HOLD_EXISTING_JOB_TEXTS } from '../../../../shared/spec-texts/work-form-texts.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import type { UniversalDialogProps } from '../../../components/universal-actions/universal-dialogs.ts';
import { CreatePausedJobForm } from './create-paused-job-form.tsx';
import { FindOpenJobStep } from './find-open-job-step.tsx';
import { HoldExistingJobStep } from './hold-existing-job-step.tsx';

type Step = { kind: 'find' } | { kind: 'hold'; job: WorkOrder } | { kind: 'create' };

function heading(step: Step): { title: string; description: string } {
  if (step.kind === 'create') {
    return { title: WORK_ORDER_DIALOG_TEXTS.createPausedJob, description: 'Fields marked * are required.' };
  }
  if (step.kind === 'hold') {
    return {
      title: fillTemplate(HOLD_EXISTING_JOB_TEXTS.holdTitle, { number: step.job.workOrderId }),
      description: HOLD_EXISTING_JOB_TEXTS.holdDescription,
    };
  }
  return { title: HOLD_EXISTING_JOB_TEXTS.findTitle, description: HOLD_EXISTING_JOB_TEXTS.findDescription };
}

/**
 * '+ Paused Job' (SPEC 2 item 1, issue 23): first find the open job and put that one on hold, so
 * it keeps its record, number and priority; the Create New Paused Job form is for a job the
 * portal does not have.
 */
export function CreatePausedJobDialog({ onClose }: UniversalDialogProps<'create-paused-job'>) {
  const [step, setStep] = useState<Step>({ kind: 'find' });
  const { title, description } = heading(step);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="sm:max-w-3xl"
        // A stray click beside a half-filled form must not throw it away; Escape, X and Cancel still close.
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {step.kind === 'find' && (
          <FindOpenJobStep
            onChoose={(job) => setStep({ kind: 'hold', job })}
            onCreateNew={() => setStep({ kind: 'create' })}
            onClose={onClose}
          />
        )}
        {step.kind === 'hold' && (
          <HoldExistingJobStep job={step.job} onBack={() => setStep({ kind: 'find' })} onDone={onClose} />
        )}
        {step.kind === 'create' && <CreatePausedJobForm onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

/** For React.lazy (the universal-dialog registry). */
export default CreatePausedJobDialog;
