import { formatISO } from 'date-fns';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { DATE_MAX, DATE_MIN } from '#shared/domain/date-range.ts';
import { priorityLabel, WORK_ORDER_PRIORITIES } from '#shared/domain/work-order-priority.ts';
import { statusLabel } from '#shared/domain/work-order-status.ts';
import { typeLabel, WORK_ORDER_TYPES } from '#shared/domain/work-order-type.ts';
import { type CreateTaskFormApi, optionalDay } from './create-task-form-types.ts';

/** SPEC 5: the date picker disables dates before this one (and future dates). */
export const EARLIEST_APPOINTMENT_DATE = '1900-01-01';

/** The create form offers the open statuses; completing is done on the task itself. */
const CREATE_STATUSES = ['open', 'in-progress', 'on-hold'] as const;

/** Task first: it is the default, and what most new work is. */
const CREATE_TYPES = ['task', ...WORK_ORDER_TYPES.filter((type) => type !== 'task')] as const;

/** Today in the office's own time zone, as the date input wants it. */
const today = () => formatISO(new Date(), { representation: 'date' });

/**
 * Job #, Job Name, Priority, Status, Type, Due Date, Last Appointment Date, Description, Notes, Link
 * to Dispatch. The due date is a day, as the detail dialog edits it; the server keeps the end of
 * that day (ADR 024).
 */
export function CreateTaskJobFields({ form }: { form: CreateTaskFormApi }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField label="Job #" required error={errors.workOrderId?.message}>
        {(control) => <Input {...control} autoComplete="off" {...register('workOrderId')} />}
      </FormField>
      <FormField label="Job Name" required error={errors.title?.message}>
        {(control) => <Input {...control} autoComplete="off" {...register('title')} />}
      </FormField>
      <FormField label="Priority" error={errors.priority?.message}>
        {(control) => (
          <NativeSelect {...control} {...register('priority')}>
            {WORK_ORDER_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {priorityLabel(priority)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Status" error={errors.status?.message}>
        {(control) => (
          <NativeSelect {...control} {...register('status')}>
            {CREATE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Type" error={errors.type?.message}>
        {(control) => (
          <NativeSelect {...control} {...register('type')}>
            {CREATE_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Due Date" error={errors.dueDate?.message}>
        {(control) => (
          <Input
            {...control}
            type="date"
            min={DATE_MIN}
            max={DATE_MAX}
            {...register('dueDate', { setValueAs: optionalDay })}
          />
        )}
      </FormField>
      <FormField label="Last Appointment Date" error={errors.lastAppointmentDate?.message}>
        {(control) => (
          <Input
            {...control}
            type="date"
            min={EARLIEST_APPOINTMENT_DATE}
            max={today()}
            {...register('lastAppointmentDate', { setValueAs: optionalDay })}
          />
        )}
      </FormField>
      <FormField label="Description" required error={errors.description?.message} className="md:col-span-2">
        {(control) => <Textarea {...control} rows={3} {...register('description')} />}
      </FormField>
      <FormField label="Notes" error={errors.notes?.message} className="md:col-span-2">
        {(control) => <Textarea {...control} rows={2} {...register('notes')} />}
      </FormField>
      <FormField label="Link to Dispatch" error={errors.linkToDispatch?.message} className="md:col-span-2">
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="off"
            {...register('linkToDispatch')}
          />
        )}
      </FormField>
    </div>
  );
}
