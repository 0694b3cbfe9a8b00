import { EyeIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { PAUSED_JOB_LIST_TEXTS } from '#shared/spec-texts/work-list-texts.ts';
import { DeletePausedJobButton } from './delete-paused-job-button.tsx';
import type { PausedJobItemProps } from './paused-job-item-props.ts';

type PausedJobActionsProps = Omit<PausedJobItemProps, 'job'> & {
  id: number;
  /** The job number without '#', so a screen reader hears which job's View and Delete these are. */
  number: string;
};

/** 'View', and 'Delete' for supervisors, at the foot of a paused-job card or row. */
export function PausedJobActions({ id, number, canDelete, onOpenJob }: PausedJobActionsProps) {
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => onOpenJob(id)}>
        <EyeIcon aria-hidden="true" />
        {PAUSED_JOB_LIST_TEXTS.view}
        <span className="sr-only"> paused job #{number}</span>
      </Button>
      {canDelete && <DeletePausedJobButton workOrderId={id} jobLabel={`#${number}`} />}
    </>
  );
}
