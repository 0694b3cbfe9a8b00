import { PauseIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { STICKY_DIALOG_FOOTER } from '#client/components/forms/form-dialog-footer.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useWorkOrder } from '#client/lib/work-order-query.ts';
import { CREATE_FORM_STATUS_DEFAULTS, CREATE_FORM_STATUS_OPTIONS } from '#shared/domain/paused-job-status.ts';
import { priorityLabel } from '#shared/domain/work-order-priority.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { HOLD_EXISTING_JOB_TEXTS as TEXTS } from '#shared/spec-texts/work-form-texts.ts';
import { freePartNumber, type HoldValues, useHoldExistingJob } from '../api/hold-existing-job.ts';

type HoldExistingJobStepProps = { job: WorkOrderListItem; onBack: () => void; onDone: () => void };

/**
 * Issue 23, step two of '+ Paused Job': the chosen job goes on hold as it is (one PATCH), with the
 * pre-auth status and, if known, the part it waits for.
 */
export function HoldExistingJobStep({ job, onBack, onDone }: HoldExistingJobStepProps) {
  const [values, setValues] = useState<HoldValues>({
    preAuthStatus: CREATE_FORM_STATUS_DEFAULTS.preAuthStatus,
    partTitle: '',
    partOrdered: '',
    partEta: '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const hold = useHoldExistingJob();
  // The list row the job was chosen from has no part slots: the detail says which one is free.
  const detail = useWorkOrder(job.id);
  const slot = detail.data ? freePartNumber(detail.data) : null;
  const ids = { preAuth: useId(), title: useId(), ordered: useId(), eta: useId() };
  const set = (key: keyof HoldValues) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hold.isPending || !detail.data) return;
    setFailure(null);
    hold.mutate(
      { job: detail.data, values },
      { onSuccess: onDone, onError: (error) => setFailure(error.message) },
    );
  };

  const labelled = (id: string, text: string) => (
    <label htmlFor={id} className="text-sm font-medium">
      {text}
    </label>
  );

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-4" aria-busy={hold.isPending}>
      <div className="grid gap-1 rounded-md border bg-muted/40 p-3">
        <p className="font-medium [overflow-wrap:anywhere]">
          #{job.workOrderId} {job.title}
        </p>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {[job.customerName || job.jobLastName, job.city, `Priority: ${priorityLabel(job.priority)}`]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div className="grid gap-2 sm:max-w-60">
        {labelled(ids.preAuth, 'Pre-Auth Status')}
        <NativeSelect id={ids.preAuth} value={values.preAuthStatus} onChange={set('preAuthStatus')}>
          {CREATE_FORM_STATUS_OPTIONS.preAuthStatus.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {slot && (
        // Block, not grid: Chrome sizes a grid fieldset short, and the sticky footer then covers it.
        <fieldset className="min-w-0 rounded-md border p-3">
          <legend className="px-1 text-sm font-semibold">Part {slot} (optional)</legend>
          <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
            <div className="grid min-w-0 gap-2">
              {labelled(ids.title, `Part ${slot} Title`)}
              <Input id={ids.title} autoComplete="off" value={values.partTitle} onChange={set('partTitle')} />
            </div>
            <div className="grid min-w-0 gap-2">
              {labelled(ids.ordered, `Part ${slot} Ordered`)}
              <Input id={ids.ordered} type="date" value={values.partOrdered} onChange={set('partOrdered')} />
            </div>
            <div className="grid min-w-0 gap-2">
              {labelled(ids.eta, `Part ${slot} ETA`)}
              <Input id={ids.eta} type="date" value={values.partEta} onChange={set('partEta')} />
            </div>
          </div>
        </fieldset>
      )}
      {detail.isError && (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
          {detail.error.message}
        </p>
      )}
      {failure && (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
          {failure}
        </p>
      )}
      <DialogFooter className={STICKY_DIALOG_FOOTER}>
        <Button variant="outline" onClick={onBack}>
          {TEXTS.back}
        </Button>
        <Button
          type="submit"
          loading={hold.isPending}
          loadingText={TEXTS.puttingOnHold}
          // Also not yet: the job's detail says which part slot is free.
          aria-disabled={hold.isPending || !detail.data || undefined}
        >
          <PauseIcon aria-hidden="true" />
          {TEXTS.putOnHold}
        </Button>
      </DialogFooter>
    </form>
  );
}
