import { formatISO } from 'date-fns';
import { InputField } from '#client/components/forms/input-field.tsx';
import { JobDescriptionFields } from '#client/components/forms/job-description-fields.tsx';
import { optionsOf, SelectField } from '#client/components/forms/select-field.tsx';
import { dayOrUndefined } from '#client/lib/empty-input-values.ts';
import { DATE_MAX, DATE_MIN } from '#shared/domain/date-range.ts';
import { priorityLabel, WORK_ORDER_PRIORITIES } from '#shared/domain/work-order-priority.ts';
import { statusLabel } from '#shared/domain/work-order-status.ts';
import { typeLabel, WORK_ORDER_TYPES } from '#shared/domain/work-order-type.ts';
import type { CreateTaskFormApi } from './create-task-form-types.ts';

/** The date picker disables dates before this one (and future dates). */
const EARLIEST_APPOINTMENT_DATE = '1900-01-01';

const PRIORITY_OPTIONS = optionsOf(WORK_ORDER_PRIORITIES, priorityLabel);

/** The create form offers the open statuses; completing is done on the task itself. */
const STATUS_OPTIONS = optionsOf(['open', 'in-progress', 'on-hold'] as const, statusLabel);

/** Task first: it is the default, and what most new work is. */
const TYPE_OPTIONS = optionsOf(
  ['task', ...WORK_ORDER_TYPES.filter((type) => type !== 'task')] as const,
  typeLabel,
);

/** Today in the office's own time zone, as the date input wants it. */
const today = () => formatISO(new Date(), { representation: 'date' });

/**
 * Job #, Job Name, Priority, Status, Type, Due Date, Last Appointment Date, Description, Notes, Link
 * to Dispatch. The due date is a day, as the detail dialog edits it; the server keeps the end of
 * that day (ADR 024).
 */
export function CreateTaskJobFields({ form }: { form: CreateTaskFormApi }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InputField form={form} name="workOrderId" label="Job #" required autoComplete="off" />
      <InputField form={form} name="title" label="Job Name" required autoComplete="off" />
      <SelectField form={form} name="priority" label="Priority" options={PRIORITY_OPTIONS} />
      <SelectField form={form} name="status" label="Status" options={STATUS_OPTIONS} />
      <SelectField form={form} name="type" label="Type" options={TYPE_OPTIONS} />
      <InputField
        form={form}
        name="dueDate"
        label="Due Date"
        type="date"
        min={DATE_MIN}
        max={DATE_MAX}
        setValueAs={dayOrUndefined}
      />
      <InputField
        form={form}
        name="lastAppointmentDate"
        label="Last Appointment Date"
        type="date"
        min={EARLIEST_APPOINTMENT_DATE}
        max={today()}
        setValueAs={dayOrUndefined}
      />
      <JobDescriptionFields form={form} description={{ required: true }} />
    </div>
  );
}
