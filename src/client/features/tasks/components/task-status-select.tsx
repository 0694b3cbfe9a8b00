import { lazy, Suspense, useState } from 'react';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { statusLabel, type WorkOrderStatus } from '#shared/domain/work-order-status.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { useChangeTaskStatus } from '../api/task-status-mutations.ts';

// The hold form loads the first time On Hold is chosen (ADR 060).
const HoldJobDialog = lazy(() => import('#client/components/hold-job/hold-job-dialog.tsx'));

/** What a card may set; completing has its own button, with a confirmation and a role check. */
const STATUS_OPTIONS = (['open', 'in-progress', 'on-hold'] as const satisfies WorkOrderStatus[]).map(
  (value) => ({ value, label: statusLabel(value) }),
);

type TaskStatusSelectProps = {
  task: Pick<WorkOrderListItem, 'id' | 'workOrderId' | 'status'>;
  className?: string;
};

/**
 * The card's status selector. It shows the chosen status while the change is saved and the lists
 * refresh; on failure it falls back to the saved one (the value reverts).
 */
export function TaskStatusSelect({ task, className }: TaskStatusSelectProps) {
  const change = useChangeTaskStatus();
  const [holding, setHolding] = useState(false);
  const value = change.isPending ? change.variables.status : task.status;
  const choose = (status: WorkOrderStatus) => {
    // ADR 060: On Hold asks what the job waits for, in the one hold form, before anything is saved.
    if (status === 'on-hold' && task.status !== 'on-hold') setHolding(true);
    else change.mutate({ id: task.id, status });
  };
  return (
    <>
      <NativeSelect
        aria-label={`Status of task #${task.workOrderId}`}
        aria-busy={change.isPending || undefined}
        value={value}
        onChange={(event) => choose(event.target.value as WorkOrderStatus)}
        className={className}
      >
        {STATUS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {holding && (
        <Suspense fallback={null}>
          <HoldJobDialog
            workOrderId={task.id}
            displayNumber={task.workOrderId}
            onClose={() => setHolding(false)}
          />
        </Suspense>
      )}
    </>
  );
}
