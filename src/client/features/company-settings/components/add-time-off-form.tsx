import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { showServerFieldErrors } from '#client/lib/show-server-field-errors.ts';
import { instantAt } from '#shared/domain/company-time.ts';
import { CreateTimeOffSchema, type TechnicianSchedule } from '#shared/schemas/company-settings.ts';
import { type NewTimeOff, useAddTimeOff } from '../api/add-time-off.ts';

type TimeOffFormValues = { employeeId: string; startsAt: string; endsAt: string; reason: string };
const EMPTY: TimeOffFormValues = { employeeId: '', startsAt: '', endsAt: '', reason: '' };
const FIELDS: ReadonlySet<string> = new Set(['employeeId', 'startsAt', 'endsAt', 'reason']);

/** 'YYYY-MM-DDTHH:MM' typed on the page, read in the company's zone, as the API's ISO instant. */
function instantOf(local: string, timeZone: string): string {
  const [day, clock] = local.split('T');
  if (!day || !clock) return local;
  return instantAt(day, clock.slice(0, 5), timeZone).toISOString();
}

function toBody(values: TimeOffFormValues, timeZone: string): NewTimeOff {
  return {
    employeeId: Number(values.employeeId) || 0,
    startsAt: instantOf(values.startsAt, timeZone),
    endsAt: instantOf(values.endsAt, timeZone),
    reason: values.reason.trim() || null,
  };
}

type AddTimeOffFormProps = { technicians: TechnicianSchedule[]; timeZone: string };

/** Technician, start, end and reason; checked with the endpoint's own schema before it is sent. */
export function AddTimeOffForm({ technicians, timeZone }: AddTimeOffFormProps) {
  const form = useForm<TimeOffFormValues>({ defaultValues: EMPTY });
  const add = useAddTimeOff();
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) => {
    if (add.isPending) return;
    const body = toBody(values, timeZone);
    const checked = CreateTimeOffSchema.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) as keyof TimeOffFormValues;
        const message = field === 'employeeId' ? 'Choose a technician' : issue.message;
        if (FIELDS.has(field)) form.setError(field, { type: 'schema', message });
      }
      return;
    }
    add.mutate(body, {
      onSuccess: () => form.reset(EMPTY),
      onError: (error) => {
        if (!showServerFieldErrors(form.setError, error, FIELDS))
          form.setError('root', { message: error.message });
      },
    });
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="add-time-off-heading"
      className="grid gap-4 border-t pt-4"
      aria-busy={add.isPending}
    >
      <h3 id="add-time-off-heading" className="text-sm font-semibold">
        Add time off
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Technician" required error={errors.employeeId?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('employeeId')}>
              <option value="">Choose…</option>
              {technicians.map((technician) => (
                <option key={technician.employeeId} value={technician.employeeId}>
                  {technician.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Reason" error={errors.reason?.message}>
          {(control) => <Input {...control} maxLength={200} {...form.register('reason')} />}
        </FormField>
        <FormField label="Starts" required error={errors.startsAt?.message} hint={`In ${timeZone} time`}>
          {(control) => <Input type="datetime-local" {...control} {...form.register('startsAt')} />}
        </FormField>
        <FormField label="Ends" required error={errors.endsAt?.message}>
          {(control) => <Input type="datetime-local" {...control} {...form.register('endsAt')} />}
        </FormField>
      </div>
      {errors.root?.message && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      )}
      <div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add time off'}
        </Button>
      </div>
    </form>
  );
}
