import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { PAUSED_JOB_LIST_TEXTS } from '#shared/spec-texts/work-list-texts.ts';
import { CONFIRM_DELETE_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { useDeletePausedJob } from '../api/delete-paused-job.ts';

type DeletePausedJobButtonProps = {
  workOrderId: number;
  /** '#48213', so a screen reader hears which job's Delete this is. */
  jobLabel: string;
};

/** 'Delete' on a paused job, after the confirmation. Shown to supervisors only. */
export function DeletePausedJobButton({ workOrderId, jobLabel }: DeletePausedJobButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePausedJob(workOrderId);
  const label = (
    <>
      {PAUSED_JOB_LIST_TEXTS.delete}
      <span className="sr-only"> paused job {jobLabel}</span>
    </>
  );
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive dark:text-red-400 dark:hover:text-red-300"
        onClick={() => setConfirming(true)}
        disabled={remove.isPending}
        // The spinner stands in for the icon while the job is deleted.
        loading={remove.isPending}
        loadingText={label}
      >
        <Trash2Icon aria-hidden="true" />
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Paused Job"
        description={CONFIRM_DELETE_TEXTS.pausedJob}
        confirmLabel={remove.isPending ? 'Deleting...' : PAUSED_JOB_LIST_TEXTS.delete}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => setConfirming(false),
            onError: () => setConfirming(false),
          })
        }
      />
    </>
  );
}
