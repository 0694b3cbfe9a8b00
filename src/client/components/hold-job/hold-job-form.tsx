import { PauseIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { STICKY_DIALOG_FOOTER } from '#client/components/forms/form-dialog-footer.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useWorkOrder } from '#client/lib/work-order-query.ts';
import { CREATE_FORM_STATUS_DEFAULTS, CREATE_FORM_STATUS_OPTIONS } from '#shared/domain/paused-job-status.ts';
import { priorityLabel } from '#shared/domain/work-order-priority.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { HOLD_JOB_TEXTS as TEXTS } from '#shared/spec-texts/hold-job-texts.ts';
import { HOLD_EXISTING_JOB_TEXTS } from '#shared/spec-texts/work-form-texts.ts';
import { HoldPartFields, HoldWaitChoices } from './hold-job-fields.tsx';
import { emptyHoldValues, freePartNumber, type HoldValues } from './hold-job-values.ts';
import { useHoldJob } from './use-hold-job.ts';

type JobSummary = Pick<
  WorkOrderListItem,
  'workOrderId' | 'title' | 'customerName' | 'jobLastName' | 'city' | 'priority'
>;

type HoldJobFormProps = {
  workOrderId: number;
  /** What is known before the job's detail arrives (the search row it was chosen from). */
  summary?: JobSummary;
  cancelLabel: string;
  onCancel: () => void;
  onDone: () => void;
};

/**
 * The one way to put a job on hold (ADR 060), from a status menu and from '+ Paused Job': it asks
 * what the job waits for (a part with its ETA, authorization, the permit, or other words) and sends
 * one PATCH that changes nothing else, so the job keeps its description, due date, priority and team.
 */
export function HoldJobForm({ workOrderId, summary, cancelLabel, onCancel, onDone }: HoldJobFormProps) {
  const [values, setValues] = useState<HoldValues>(() =>
    emptyHoldValues(CREATE_FORM_STATUS_DEFAULTS.preAuthStatus),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const hold = useHoldJob();
  // A list row has no part slots: the detail says which one is free.
  const detail = useWorkOrder(workOrderId);
  const job = detail.data;
  const shown = summary ?? job;
  const slot = job ? freePartNumber(job) : null;
  const preAuthId = useId();
  const set = (patch: Partial<HoldValues>) => setValues((old) => ({ ...old, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hold.isPending || !job) return;
    setFailure(null);
    hold.mutate({ job, values }, { onSuccess: onDone, onError: (error) => setFailure(error.message) });
  };

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-4" aria-busy={hold.isPending}>
      {shown && (
        <div className="grid gap-1 rounded-md border bg-muted/40 p-3">
          <p className="font-medium [overflow-wrap:anywhere]">
            #{shown.workOrderId} {shown.title}
          </p>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {[
              shown.customerName || shown.jobLastName,
              shown.city,
              `Priority: ${priorityLabel(shown.priority)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      )}
      {!job && !detail.isError && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          {TEXTS.loadingJob}
        </p>
      )}
      {job && (
        // Block, not grid: Chrome sizes a grid fieldset short, and the sticky footer then covers it.
        <fieldset className="min-w-0 space-y-4">
          <legend className="mb-3 text-sm font-semibold">{TEXTS.waitsForLegend}</legend>
          {slot ? (
            <HoldPartFields slot={slot} values={values} set={set} />
          ) : (
            <p className="text-sm text-muted-foreground">{TEXTS.noFreePart}</p>
          )}
          <HoldWaitChoices values={values} set={set} />
        </fieldset>
      )}
      {job && (
        <div className="grid gap-2 sm:max-w-60">
          <label htmlFor={preAuthId} className="text-sm font-medium">
            Pre-Auth Status
          </label>
          <NativeSelect
            id={preAuthId}
            value={values.preAuthStatus}
            onChange={(event) => set({ preAuthStatus: event.target.value })}
          >
            {CREATE_FORM_STATUS_OPTIONS.preAuthStatus.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
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
        <Button variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          loading={hold.isPending}
          loadingText={HOLD_EXISTING_JOB_TEXTS.puttingOnHold}
          // Also not yet: the job's detail says which part slot is free.
          aria-disabled={hold.isPending || !job || undefined}
        >
          <PauseIcon aria-hidden="true" />
          {HOLD_EXISTING_JOB_TEXTS.putOnHold}
        </Button>
      </DialogFooter>
    </form>
  );
}
