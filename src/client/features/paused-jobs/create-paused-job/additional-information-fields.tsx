import { InputField } from '#client/components/forms/input-field.tsx';
import { JobDescriptionFields } from '#client/components/forms/job-description-fields.tsx';
import { PeopleFields } from '#client/components/forms/people-fields.tsx';
import { PAUSED_JOB_FORM_SECTIONS } from '#shared/spec-texts/work-form-texts.ts';
import type { PausedJobFormApi } from './paused-job-form-schema.ts';
import { PausedJobFormSection } from './paused-job-form-section.tsx';

/** Who is on the job, what it waits for, the description, notes and the dispatch link. */
export function AdditionalInformationFields({ form }: { form: PausedJobFormApi }) {
  return (
    <PausedJobFormSection title={PAUSED_JOB_FORM_SECTIONS.additionalInformation}>
      <div className="grid gap-4 md:grid-cols-2">
        {/* The tech of a paused job is an active plumber. */}
        <PeopleFields
          form={form}
          tech={{ name: 'assignedTo', label: 'Assign Tech' }}
          techChoice="plumbers"
          loadHintUnder="tech"
        />
        <InputField
          form={form}
          name="waitingFor"
          label="Waiting For"
          hint="Added to the description as 'Waiting for: ...'."
          className="md:col-span-2"
          autoComplete="off"
        />
        <JobDescriptionFields
          form={form}
          description={{ hint: "Left blank, it reads 'Paused job for' and the customer's last name." }}
        />
      </div>
    </PausedJobFormSection>
  );
}
