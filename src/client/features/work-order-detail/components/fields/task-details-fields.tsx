import { lazy, Suspense, useState } from 'react';
import { cn } from '#client/components/ui/cn.ts';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { dueDateLabel } from '#shared/domain/due-date-label.ts';
import { canCompleteWork } from '#shared/domain/work-order-roles.ts';
import { statusLabel } from '#shared/domain/work-order-status.ts';
import { typeLabel, WORK_ORDER_TYPES } from '#shared/domain/work-order-type.ts';
import type { WorkOrder } from '#shared/schemas/work-order.ts';
import { useSaveWorkOrderField } from '../../api/save-work-order-field.ts';
import { InlineEditableCell } from './inline-editable-cell.tsx';
import { InlineSelectCell, type SelectOption } from './inline-select-cell.tsx';

// The hold form loads the first time On Hold is chosen (ADR 060).
const HoldJobDialog = lazy(() => import('#client/components/hold-job/hold-job-dialog.tsx'));

const PRIORITY_OPTIONS: SelectOption[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'urgent', label: 'Urgent' },
];

const TYPE_OPTIONS: SelectOption[] = WORK_ORDER_TYPES.map((type) => ({
  value: type,
  label: typeLabel(type),
}));

/**
 * Active, In Progress and On Hold for everyone; Completed only for those who may complete work
 * (the role table in docs/product.md). A completed order still shows its status to others, who
 * cannot reopen it.
 */
function statusOptions(current: string, supervisor: boolean): SelectOption[] {
  const options: SelectOption[] = ['open', 'in-progress', 'on-hold'].map((value) => ({
    value,
    label: statusLabel(value),
  }));
  if (supervisor || current === 'completed') {
    options.push({ value: 'completed', label: statusLabel('completed'), disabled: !supervisor });
  }
  return options;
}

/** A stored instant or day as the day a date input shows ('YYYY-MM-DD'). */
const asDay = (value: string | null) => value?.slice(0, 10) ?? null;

/** The Task Details section: every field an inline edit that PATCHes just that field. */
export function TaskDetailsFields({ workOrder }: { workOrder: WorkOrder }) {
  const save = useSaveWorkOrderField(workOrder.id);
  const { data: me } = useCurrentEmployee();
  const supervisor = canCompleteWork(me?.employeeType);
  const due = workOrder.status === 'completed' ? null : dueDateLabel(workOrder.dueDate, Date.now());
  const [holding, setHolding] = useState(false);

  return (
    <div className="grid gap-4">
      <InlineEditableCell
        label="Description"
        mode="textarea"
        value={workOrder.description || null}
        // The description may be emptied but not unset.
        onSave={(next) => save({ description: next ?? '' })}
      />
      <InlineEditableCell
        label="Notes"
        mode="textarea"
        value={workOrder.notes}
        onSave={(next) => save({ notes: next })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InlineEditableCell
          label="Due Date"
          mode="date"
          value={asDay(workOrder.dueDate)}
          // A day is enough: the server keeps the end of that day.
          onSave={(next) => save({ dueDate: next })}
          adornment={
            due && (
              <span
                className={cn(
                  'ml-2 inline-block text-xs font-medium not-italic',
                  due.urgent ? 'text-red-600 dark:text-red-400' : 'text-muted-foreground',
                )}
              >
                {due.label}
              </span>
            )
          }
        />
        <InlineEditableCell
          label="Last Appointment"
          mode="date"
          value={asDay(workOrder.lastAppointmentDate)}
          onSave={(next) => save({ lastAppointmentDate: next })}
        />
        {workOrder.returnAppointmentDate && (
          // ADR 059: a resumed job keeps its return visit, and shows it where its dates are.
          <InlineEditableCell
            label="Return Appointment"
            mode="date"
            value={asDay(workOrder.returnAppointmentDate)}
            onSave={(next) => save({ returnAppointmentDate: next })}
          />
        )}
        <InlineSelectCell
          label="Priority"
          value={workOrder.priority}
          options={PRIORITY_OPTIONS}
          onSave={(next) => save({ priority: next })}
        />
        <InlineSelectCell
          label="Status"
          value={workOrder.status}
          options={statusOptions(workOrder.status, supervisor)}
          disabled={workOrder.status === 'completed' && !supervisor}
          // ADR 060: On Hold asks what the job waits for, in the same form as '+ Paused Job'.
          divert={(next) => {
            if (next !== 'on-hold' || workOrder.status === 'on-hold') return false;
            setHolding(true);
            return true;
          }}
          onSave={(next) => save({ status: next })}
        />
        <InlineSelectCell
          label="Type"
          value={workOrder.type}
          options={TYPE_OPTIONS}
          onSave={(next) => save({ type: next })}
        />
      </div>
      {holding && (
        <Suspense fallback={null}>
          <HoldJobDialog
            workOrderId={workOrder.id}
            displayNumber={workOrder.workOrderId}
            onClose={() => setHolding(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
