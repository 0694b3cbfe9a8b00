import { HoldJobForm } from '#client/components/hold-job/hold-job-form.tsx';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { HOLD_EXISTING_JOB_TEXTS as TEXTS } from '#shared/spec-texts/work-form-texts.ts';

type HoldExistingJobStepProps = { job: WorkOrderListItem; onBack: () => void; onDone: () => void };

/**
 * Issue 23, step two of '+ Paused Job': the chosen job goes on hold through the same form as a
 * status menu's On Hold (ADR 060), saying what it waits for.
 */
export function HoldExistingJobStep({ job, onBack, onDone }: HoldExistingJobStepProps) {
  return (
    <HoldJobForm
      workOrderId={job.id}
      summary={job}
      cancelLabel={TEXTS.back}
      onCancel={onBack}
      onDone={onDone}
    />
  );
}
