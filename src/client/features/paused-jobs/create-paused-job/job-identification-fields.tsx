import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PAUSED_JOB_FORM_SECTIONS } from '#shared/spec-texts/work-form-texts.ts';
import type { PausedJobFormApi } from './paused-job-form-schema.ts';
import { PausedJobFormSection } from './paused-job-form-section.tsx';

/** Job Number *, Customer Last Name *, Customer Name, Customer Phone. */
export function JobIdentificationFields({ form }: { form: PausedJobFormApi }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <PausedJobFormSection title={PAUSED_JOB_FORM_SECTIONS.jobIdentification}>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Job Number" required error={errors.jobNumber?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register('jobNumber')} />}
        </FormField>
        <FormField label="Customer Last Name" required error={errors.jobLastName?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register('jobLastName')} />}
        </FormField>
        <FormField label="Customer Name" error={errors.customerName?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register('customerName')} />}
        </FormField>
        <FormField label="Customer Phone" error={errors.customerPhone?.message}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              {...register('customerPhone')}
            />
          )}
        </FormField>
      </div>
    </PausedJobFormSection>
  );
}
