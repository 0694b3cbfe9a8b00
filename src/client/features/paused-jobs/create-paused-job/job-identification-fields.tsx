import { Input } from '../../../components/ui/input.tsx';
import { PausedJobFormField } from './paused-job-form-field.tsx';
import type { PausedJobFormApi } from './paused-job-form-schema.ts';
import { PausedJobFormSection } from './paused-job-form-section.tsx';

/** Job Number *, Customer Last Name *, Customer Name, Customer Phone. */
export function JobIdentificationFields({ form }: { form: PausedJobFormApi }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <PausedJobFormSection title="Job Identification">
      <div className="grid gap-4 md:grid-cols-2">
        <PausedJobFormField label="Job Number" required error={errors.jobNumber?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register('jobNumber')} />}
        </PausedJobFormField>
        <PausedJobFormField label="Customer Last Name" required error={errors.jobLastName?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register('jobLastName')} />}
        </PausedJobFormField>
        <PausedJobFormField label="Customer Name" error={errors.customerName?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register('customerName')} />}
        </PausedJobFormField>
        <PausedJobFormField label="Customer Phone" error={errors.customerPhone?.message}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              {...register('customerPhone')}
            />
          )}
        </PausedJobFormField>
      </div>
    </PausedJobFormSection>
  );
}
