import { CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ConfirmCompleteDialog } from '#client/components/work-order-list/confirm-complete-dialog.tsx';
import { useQueuedWritesFor } from '#client/lib/outbox/use-outbox.ts';
import { statusLabel } from '#shared/domain/work-order-status.ts';
import { WORK_LIST_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { MOBILE_LIST_STATUSES } from '../api/mobile-list-statuses.ts';
import { type StatusJob, useSetJobStatus } from './use-set-job-status.ts';

type JobStatusButtonsProps = {
  job: StatusJob;
  /** Office, admin and management may complete work (the server refuses technicians). */
  canComplete: boolean;
};

/**
 * One tap sets the status: Active, In Progress, On Hold as big toggle buttons. While a change is
 * saved the tapped button spins and shows as chosen, the others wait; on failure the saved status
 * shows again (the value reverts).
 */
export function JobStatusButtons({ job, canComplete }: JobStatusButtonsProps) {
  const change = useSetJobStatus();
  const [confirming, setConfirming] = useState(false);
  const saving = change.isPending ? change.variables.status : null;
  // A change waiting on the phone shows as made (ADR 049); the marker says it is not sent yet.
  const queued = useQueuedWritesFor(job.id).findLast((write) => write.kind === 'status');
  const current = queued?.kind === 'status' ? queued.to : job.status;
  const shown = saving && saving !== 'completed' ? saving : current;

  return (
    <div className="space-y-2">
      <fieldset className="grid min-w-0 grid-cols-3 gap-1 rounded-lg bg-muted p-1">
        <legend className="sr-only">{`Status of task #${job.workOrderId}`}</legend>
        {MOBILE_LIST_STATUSES.map((status) => {
          const isSaving = saving === status;
          return (
            <button
              key={status}
              type="button"
              aria-pressed={shown === status}
              aria-busy={isSaving || undefined}
              // The tapped button stays enabled (and focused); it ignores taps until saved.
              disabled={saving !== null && !isSaving}
              onClick={() => {
                if (saving === null && status !== current) change.mutate({ job, from: current, status });
              }}
              className={cn(
                'flex min-h-11 min-w-0 flex-wrap items-center justify-center gap-x-1.5 rounded-md px-1.5 py-1 text-center text-sm leading-tight font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50',
                shown === status
                  ? 'bg-primary text-primary-foreground shadow-sm'
                  : 'text-foreground hover:bg-background/70',
              )}
            >
              {isSaving && <Spinner />}
              {statusLabel(status)}
              {isSaving && <span className="sr-only">, saving</span>}
            </button>
          );
        })}
      </fieldset>
      {canComplete && (
        <Button
          variant="outline"
          className="h-11 w-full"
          aria-label={`Complete task #${job.workOrderId}`}
          disabled={saving !== null}
          // The spinner stands in for the icon while the job is completed.
          loading={saving === 'completed'}
          loadingText={WORK_LIST_TEXTS.complete}
          onClick={() => setConfirming(true)}
        >
          <CheckIcon aria-hidden="true" />
          {WORK_LIST_TEXTS.complete}
        </Button>
      )}
      {/* Asks first: completing takes the job off every technician's list. */}
      {confirming && (
        <ConfirmCompleteDialog
          job={job}
          onOpenChange={setConfirming}
          pending={saving === 'completed'}
          onConfirm={() =>
            change.mutate(
              { job, from: current, status: 'completed' },
              { onSettled: () => setConfirming(false) },
            )
          }
        />
      )}
    </div>
  );
}
