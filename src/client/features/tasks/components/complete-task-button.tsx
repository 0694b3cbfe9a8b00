import { CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmCompleteDialog } from '#client/components/work-order-list/confirm-complete-dialog.tsx';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { WORK_LIST_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { useCompleteTask } from '../api/task-status-mutations.ts';

type CompleteTaskButtonProps = {
  task: Pick<WorkOrderListItem, 'id' | 'workOrderId' | 'title'>;
  size?: 'sm' | 'default';
};

/** 'Complete' (office, admin, management): asks first, then sets the task completed. */
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
      {confirming && (
        <ConfirmCompleteDialog
          job={task}
          onOpenChange={setConfirming}
          pending={complete.isPending}
          onConfirm={() =>
            complete.mutate({ id: task.id, status: 'completed' }, { onSettled: () => setConfirming(false) })
          }
        />
      )}
    </>
  );
}
