import { RotateCcwIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { COMPLETED_TASKS_TEXTS } from '#shared/spec-texts/work-list-texts.ts';
import { useReopenTask } from '../api/task-status-mutations.ts';

/** 'Reopen Task' (office, admin, management): back to Active, and off this list. */
export function ReopenTaskButton({ task }: { task: Pick<WorkOrderListItem, 'id' | 'workOrderId'> }) {
  const reopen = useReopenTask();
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`${COMPLETED_TASKS_TEXTS.reopen} #${task.workOrderId}`}
      disabled={reopen.isPending}
      onClick={() => reopen.mutate({ id: task.id, status: 'open' })}
    >
      {reopen.isPending ? <Spinner /> : <RotateCcwIcon aria-hidden="true" />}
      {COMPLETED_TASKS_TEXTS.reopen}
    </Button>
  );
}
