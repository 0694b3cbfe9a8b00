import { CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { COMPLETE_TOASTS, WORK_LIST_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { useCompleteTask } from '../api/task-status-mutations.ts';

type CompleteTaskButtonProps = {
  task: Pick<WorkOrderListItem, 'id' | 'workOrderId' | 'title'>;
  size?: 'sm' | 'default';
};

/** 'Complete' (office, admin, management): asks first (SPEC 5), then sets the task completed. */
export function CompleteTaskButton({ task, size = 'sm' }: CompleteTaskButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const complete = useCompleteTask();
  return (
    <>
      <Button
        size={size}
        aria-label={`${WORK_LIST_TEXTS.complete} task #${task.workOrderId}`}
        onClick={() => setConfirming(true)}
        disabled={complete.isPending}
      >
        <CheckIcon aria-hidden="true" />
        {WORK_LIST_TEXTS.complete}
      </Button>
      {/* Mounted only while asked: a dialog root per card would cost thousands in a long list. */}
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={setConfirming}
          title={COMPLETE_TOASTS.confirm}
          description={`#${task.workOrderId} ${task.title} moves to Completed Tasks.`}
          confirmLabel={WORK_LIST_TEXTS.complete}
          pending={complete.isPending}
          onConfirm={() =>
            complete.mutate({ id: task.id, status: 'completed' }, { onSettled: () => setConfirming(false) })
          }
        />
      )}
    </>
  );
}
