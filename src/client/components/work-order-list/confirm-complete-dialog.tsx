import { COMPLETE_TOASTS, WORK_LIST_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

type ConfirmCompleteDialogProps = {
  job: { workOrderId: string; title: string };
  /** The completion is on its way: Complete waits. */
  pending: boolean;
  /** Called with false on Cancel or Escape. */
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
};

/**
 * 'Mark this task as completed?' before a job leaves the lists for Completed Tasks. Mount
 * it only while asking: a dialog per card would cost thousands in a long list.
 */
export function ConfirmCompleteDialog({ job, pending, onOpenChange, onConfirm }: ConfirmCompleteDialogProps) {
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={COMPLETE_TOASTS.confirm}
      description={`#${job.workOrderId} ${job.title} moves to Completed Tasks.`}
      confirmLabel={WORK_LIST_TEXTS.complete}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
