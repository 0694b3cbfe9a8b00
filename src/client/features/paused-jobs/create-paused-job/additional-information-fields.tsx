import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { PAUSED_JOB_FORM_SECTIONS } from '#shared/spec-texts/work-form-texts.ts';
import { AssignmentFields } from './assignment-fields.tsx';
import type { PausedJobFormApi } from './paused-job-form-schema.ts';
import { PausedJobFormSection } from './paused-job-form-section.tsx';

/** Who is on the job, what it waits for, the description, notes and the dispatch link. */
export function AdditionalInformationFields({ form }: { form: PausedJobFormApi }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <PausedJobFormSection title={PAUSED_JOB_FORM_SECTIONS.additionalInformation}>
      <div className="grid gap-4 md:grid-cols-2">
        <AssignmentFields form={form} />
        <FormField
          label="Waiting For"
          hint="Added to the description as 'Waiting for: ...'."
          error={errors.waitingFor?.message}
          className="md:col-span-2"
        >
          {(control) => <Input {...control} autoComplete="off" {...register('waitingFor')} />}
        </FormField>
        <FormField
          label="Description"
          hint="Left blank, it reads 'Paused job for' and the customer's last name."
          error={errors.description?.message}
          className="md:col-span-2"
        >
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
    </PausedJobFormSection>
  );
}
