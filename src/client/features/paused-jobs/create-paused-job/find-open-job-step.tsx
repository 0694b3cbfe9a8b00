import { SearchIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { STICKY_DIALOG_FOOTER } from '#client/components/forms/form-dialog-footer.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { priorityLabel } from '#shared/domain/work-order-priority.ts';
import { statusLabel } from '#shared/domain/work-order-status.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HOLD_EXISTING_JOB_TEXTS as TEXTS } from '#shared/spec-texts/work-form-texts.ts';
import { useOpenJobSearch } from '../api/open-job-search.ts';

type FindOpenJobStepProps = {
  onChoose: (job: WorkOrderListItem) => void;
  onCreateNew: () => void;
  onClose: () => void;
};

/** Who and where, for telling two jobs apart in the results. */
const whoAndWhere = (job: WorkOrderListItem) =>
  [job.customerName || job.jobLastName, job.city].filter(Boolean).join(', ');

/**
 * Issue 23, step one of '+ Paused Job': search open work (job #, customer or title) on the server
 * and choose the job to put on hold; 'Create a new paused job' goes on to the full form.
 */
export function FindOpenJobStep({ onChoose, onCreateNew, onClose }: FindOpenJobStepProps) {
  const [term, setTerm] = useState('');
  const inputId = useId();
  const hintId = useId();
  const found = useOpenJobSearch(term);
  const jobs = found.enabled ? (found.data ?? []) : [];
  const busy = found.enabled && (found.isFetching || found.settling);

  let status: string | null = null;
  if (found.isError) status = fillTemplate(TEXTS.searchFailed, { message: found.error.message });
  else if (busy && jobs.length === 0) status = TEXTS.searching;
  else if (found.enabled && !busy && jobs.length === 0)
    status = fillTemplate(TEXTS.noMatch, { search: found.search });

  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {TEXTS.searchLabel}
        </label>
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={inputId}
            type="search"
            autoComplete="off"
            className="pl-9"
            value={term}
            aria-describedby={hintId}
            onChange={(event) => setTerm(event.target.value)}
          />
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          {TEXTS.searchHint}
        </p>
      </div>
      <div aria-live="polite" aria-busy={busy || undefined} className="grid min-w-0 gap-2">
        {status && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            {busy && <Spinner />}
            {status}
          </p>
        )}
        {jobs.length > 0 && (
          <ul aria-label="Open jobs found" className="grid gap-2">
            {jobs.map((job) => (
              <li key={job.id}>
                <button
                  type="button"
                  onClick={() => onChoose(job)}
                  className="grid w-full min-w-0 gap-0.5 rounded-md border p-3 text-left outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span className="font-medium [overflow-wrap:anywhere]">
                    #{job.workOrderId} {job.title}
                  </span>
                  <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                    {[whoAndWhere(job), statusLabel(job.status), priorityLabel(job.priority)]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <DialogFooter className={STICKY_DIALOG_FOOTER}>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="secondary" onClick={onCreateNew}>
          {TEXTS.createNew}
        </Button>
      </DialogFooter>
    </div>
  );
}
