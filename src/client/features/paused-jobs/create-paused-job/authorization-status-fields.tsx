import { SelectField } from '#client/components/forms/select-field.tsx';
import { CREATE_FORM_STATUS_OPTIONS, type PausedStatusField } from '#shared/domain/paused-job-status.ts';
import { PAUSED_JOB_FORM_SECTIONS } from '#shared/spec-texts/work-form-texts.ts';
import { MoneyField } from './money-field.tsx';
import type { PausedJobFormApi } from './paused-job-form-schema.ts';
import { PausedJobFormSection } from './paused-job-form-section.tsx';

type StatusSelectProps = { form: PausedJobFormApi; name: PausedStatusField; label: string };

/** The create form's own list for this status (labels shown, stored values sent). */
function StatusSelect({ form, name, label }: StatusSelectProps) {
  return <SelectField form={form} name={name} label={label} options={CREATE_FORM_STATUS_OPTIONS[name]} />;
}

/** Pre-Auth Status and Amount, Authorization Status, OPC Amount, RWP Form Status. */
export function AuthorizationStatusFields({ form }: { form: PausedJobFormApi }) {
  return (
    <PausedJobFormSection title={PAUSED_JOB_FORM_SECTIONS.authorizationStatus}>
      <div className="grid gap-4 md:grid-cols-2">
        <StatusSelect form={form} name="preAuthStatus" label="Pre-Auth Status" />
        <MoneyField form={form} name="preAuthAmount" label="Pre-Auth Amount" />
        <StatusSelect form={form} name="authorizationStatus" label="Authorization Status" />
        <MoneyField form={form} name="opcAmount" label="OPC Amount" />
        <StatusSelect form={form} name="rwpFormStatus" label="RWP Form Status" />
      </div>
    </PausedJobFormSection>
  );
}
