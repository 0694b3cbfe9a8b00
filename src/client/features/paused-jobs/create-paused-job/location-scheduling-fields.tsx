import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PAUSED_JOB_FORM_SECTIONS } from '#shared/spec-texts/work-form-texts.ts';
import { optionalDay, type PausedJobFormApi } from './paused-job-form-schema.ts';
import { PausedJobFormSection } from './paused-job-form-section.tsx';

/** City *, Location, Original Apt Date * (today by default), Last Apt Date, Return Apt Date. */
export function LocationSchedulingFields({ form }: { form: PausedJobFormApi }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <PausedJobFormSection title={PAUSED_JOB_FORM_SECTIONS.locationScheduling}>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="City" required error={errors.city?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register('city')} />}
        </FormField>
        <FormField
          label="Location"
          hint="Street address. Left blank, it is saved as TBD."
          error={errors.location?.message}
        >
          {(control) => <Input {...control} autoComplete="off" {...register('location')} />}
        </FormField>
        <FormField label="Original Apt Date" required error={errors.originalAppointmentDate?.message}>
          {(control) => (
            <Input
              {...control}
              type="date"
              {...register('originalAppointmentDate', { setValueAs: optionalDay })}
            />
          )}
        </FormField>
        <FormField label="Last Apt Date" error={errors.lastAppointmentDate?.message}>
          {(control) => (
            <Input
              {...control}
              type="date"
              {...register('lastAppointmentDate', { setValueAs: optionalDay })}
            />
          )}
        </FormField>
        <FormField label="Return Apt Date" error={errors.returnAppointmentDate?.message}>
          {(control) => (
            <Input
              {...control}
              type="date"
              {...register('returnAppointmentDate', { setValueAs: optionalDay })}
            />
          )}
        </FormField>
      </div>
    </PausedJobFormSection>
  );
}
