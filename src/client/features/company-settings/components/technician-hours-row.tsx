import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { showServerFieldErrors } from '#client/lib/show-server-field-errors.ts';
import { type TechnicianSchedule, UpdateTechnicianScheduleSchema } from '#shared/schemas/company-settings.ts';
import { type TechnicianHoursInput, useSaveTechnicianSchedule } from '../api/save-technician-schedule.ts';
import { WorkDayChecks } from './work-day-checks.tsx';

const FIELDS: ReadonlySet<string> = new Set([
  'workDays',
  'workStart',
  'workEnd',
  'maxVisitsPerDay',
  'maxHoursPerDay',
]);

/**
 * One technician's row: the inputs sit in the table's cells and belong to the row's own form
 * (the `form` attribute), since a form cannot wrap a table row.
 */
export function TechnicianHoursRow({ technician }: { technician: TechnicianSchedule }) {
  const { employeeId, name } = technician;
  const formId = `technician-hours-${employeeId}`;
  const form = useForm<TechnicianHoursInput>({
    resolver: zodResolver(UpdateTechnicianScheduleSchema),
    values: {
      workDays: technician.workDays,
      workStart: technician.workStart,
      workEnd: technician.workEnd,
      maxVisitsPerDay: technician.maxVisitsPerDay,
      maxHoursPerDay: technician.maxHoursPerDay,
    },
  });
  const save = useSaveTechnicianSchedule(employeeId, name);
  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate(values, { onError: (error) => showServerFieldErrors(form.setError, error, FIELDS) });
  });
  const errors = form.formState.errors;
  const error = Object.values(errors)[0]?.message;
  const input = (label: string) => ({ form: formId, 'aria-label': `${label}, ${name}` });
  return (
    <tr className="border-b align-top last:border-0">
      <th scope="row" className="py-3 pr-3 text-left font-medium">
        <form id={formId} onSubmit={submit} noValidate />
        {name}
        {error && (
          <p role="alert" className="mt-1 text-xs font-normal text-destructive">
            {error}
          </p>
        )}
      </th>
      <td className="py-3 pr-3">
        <Controller
          control={form.control}
          name="workDays"
          render={({ field }) => (
            <WorkDayChecks formId={formId} name={name} days={field.value} onChange={field.onChange} />
          )}
        />
      </td>
      <td className="py-3 pr-3">
        <Input
          type="time"
          className="w-28"
          {...input('Start')}
          {...form.register('workStart')}
          aria-invalid={errors.workStart ? true : undefined}
        />
      </td>
      <td className="py-3 pr-3">
        <Input
          type="time"
          className="w-28"
          {...input('End')}
          {...form.register('workEnd')}
          aria-invalid={errors.workEnd ? true : undefined}
        />
      </td>
      <td className="py-3 pr-3">
        <Input
          type="number"
          min={1}
          max={20}
          className="w-20"
          {...input('Visits a day')}
          {...form.register('maxVisitsPerDay', { valueAsNumber: true })}
          aria-invalid={errors.maxVisitsPerDay ? true : undefined}
        />
      </td>
      <td className="py-3 pr-3">
        <Input
          type="number"
          min={0.5}
          max={24}
          step={0.5}
          className="w-20"
          {...input('Hours a day')}
          {...form.register('maxHoursPerDay', { valueAsNumber: true })}
          aria-invalid={errors.maxHoursPerDay ? true : undefined}
        />
      </td>
      <td className="py-3">
        <Button
          type="submit"
          form={formId}
          size="sm"
          disabled={save.isPending || !form.formState.isDirty}
          aria-label={`Save ${name}'s hours`}
        >
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </td>
    </tr>
  );
}
