import { InputField } from '#client/components/forms/input-field.tsx';
import { PAUSED_JOB_FORM_SECTIONS } from '#shared/spec-texts/work-form-texts.ts';
import type { PausedJobFormApi } from './paused-job-form-schema.ts';
import { PausedJobFormSection } from './paused-job-form-section.tsx';

/** Job Number *, Customer Last Name *, Customer Name, Customer Phone. */
export function JobIdentificationFields({ form }: { form: PausedJobFormApi }) {
  return (
    <PausedJobFormSection title={PAUSED_JOB_FORM_SECTIONS.jobIdentification}>
      <div className="grid gap-4 md:grid-cols-2">
        <InputField form={form} name="jobNumber" label="Job Number" required autoComplete="off" />
        <InputField form={form} name="jobLastName" label="Customer Last Name" required autoComplete="off" />
        <InputField form={form} name="customerName" label="Customer Name" autoComplete="off" />
        <InputField
          form={form}
          name="customerPhone"
          label="Customer Phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
      </div>
    </PausedJobFormSection>
  );
}
