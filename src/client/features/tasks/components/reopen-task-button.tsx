import { RotateCcwIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
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
      // The spinner stands in for the icon while the task reopens.
      loading={reopen.isPending}
      loadingText={COMPLETED_TASKS_TEXTS.reopen}
      onClick={() => reopen.mutate({ id: task.id, status: 'open' })}
    >
      <RotateCcwIcon aria-hidden="true" />
      {COMPLETED_TASKS_TEXTS.reopen}
    </Button>
  );
}
