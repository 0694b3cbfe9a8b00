import { InputField } from '#client/components/forms/input-field.tsx';
import { dayOrNull } from '#client/lib/empty-input-values.ts';
import { PAUSED_JOB_FORM_SECTIONS } from '#shared/spec-texts/work-form-texts.ts';
import type { PausedJobFormApi } from './paused-job-form-schema.ts';
import { PausedJobFormSection } from './paused-job-form-section.tsx';

/** City *, Location, Original Apt Date * (today by default), Last Apt Date, Return Apt Date. */
export function LocationSchedulingFields({ form }: { form: PausedJobFormApi }) {
  return (
    <PausedJobFormSection title={PAUSED_JOB_FORM_SECTIONS.locationScheduling}>
      <div className="grid gap-4 md:grid-cols-2">
        <InputField form={form} name="city" label="City" required autoComplete="off" />
        <InputField
          form={form}
          name="location"
          label="Location"
          hint="Street address. Left blank, it is saved as TBD."
          autoComplete="off"
        />
        <InputField
          form={form}
          name="originalAppointmentDate"
          label="Original Apt Date"
          required
          type="date"
          setValueAs={dayOrNull}
        />
        <InputField
          form={form}
          name="lastAppointmentDate"
          label="Last Apt Date"
          type="date"
          setValueAs={dayOrNull}
        />
        <InputField
          form={form}
          name="returnAppointmentDate"
          label="Return Apt Date"
          type="date"
          setValueAs={dayOrNull}
        />
      </div>
    </PausedJobFormSection>
  );
}
