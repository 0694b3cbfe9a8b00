import { lazy, Suspense, useEffect, useState } from 'react';
import { FormDialog } from '#client/components/forms/form-dialog.tsx';
import { FormSkeleton } from '#client/components/ui/form-skeleton.tsx';
import type { UniversalDialogProps } from '#client/components/universal-actions/universal-dialogs.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { WORK_ORDER_DIALOG_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { HOLD_EXISTING_JOB_TEXTS } from '#shared/spec-texts/work-form-texts.ts';
import { FindOpenJobStep } from './find-open-job-step.tsx';
import { HoldExistingJobStep } from './hold-existing-job-step.tsx';

// The Create New Paused Job form (react-hook-form, zod, the employee pickers) is most of this
// dialog's code and is needed only when no open job fits: it loads on its own, asked for as the
// dialog opens so it is usually there by the time 'Create a new paused job' is pressed.
const loadForm = () => import('./create-paused-job-form.tsx');
const CreatePausedJobForm = lazy(() => loadForm().then((m) => ({ default: m.CreatePausedJobForm })));

type Step = { kind: 'find' } | { kind: 'hold'; job: WorkOrderListItem } | { kind: 'create' };

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
 * '+ Paused Job' (issue 23): first find the open job and put that one on hold, so
 * it keeps its record, number and priority; the Create New Paused Job form is for a job the
 * portal does not have.
 */
function CreatePausedJobDialog({ onClose }: UniversalDialogProps<'create-paused-job'>) {
  const [step, setStep] = useState<Step>({ kind: 'find' });
  useEffect(() => {
    void loadForm().catch(() => {});
  }, []);
  return (
    <FormDialog {...heading(step)} className="sm:max-w-3xl" onClose={onClose}>
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
      {step.kind === 'create' && (
        <Suspense fallback={<FormSkeleton />}>
          <CreatePausedJobForm onClose={onClose} />
        </Suspense>
      )}
    </FormDialog>
  );
}

/** For React.lazy (the universal-dialog registry). */
export default CreatePausedJobDialog;
