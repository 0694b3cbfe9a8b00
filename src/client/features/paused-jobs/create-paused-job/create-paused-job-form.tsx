import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialogFooter, STICKY_DIALOG_FOOTER } from '#client/components/forms/form-dialog-footer.tsx';
import { showServerFieldErrors } from '#client/lib/show-server-field-errors.ts';
import { localDay } from '#shared/domain/paused-job.ts';
import { PAUSED_JOB_LIST_TEXTS } from '#shared/spec-texts/work-list-texts.ts';
import { useCreatePausedJob } from '../api/create-paused-job.ts';
import { AdditionalInformationFields } from './additional-information-fields.tsx';
import { AuthorizationStatusFields } from './authorization-status-fields.tsx';
import { JobIdentificationFields } from './job-identification-fields.tsx';
import { LocationSchedulingFields } from './location-scheduling-fields.tsx';
import { PartsTrackingFields } from './parts-tracking-fields.tsx';
import { pausedJobFormResolver } from './paused-job-form-resolver.ts';
import {
  FORM_FIELDS,
  type PausedJobFormInput,
  type PausedJobFormValues,
  pausedJobFormDefaults,
} from './paused-job-form-schema.ts';

/** Payload fields the form shows under another name. */
const FIELD_ALIASES = { workOrderId: 'jobNumber', title: 'jobLastName' } as const;

/** The form's five sections, validated with the endpoint's schema and its messages. */
export function CreatePausedJobForm({ onClose }: { onClose: () => void }) {
  const form = useForm<PausedJobFormInput, unknown, PausedJobFormValues>({
    resolver: pausedJobFormResolver,
    // Today in the office's own time zone, as the date input wants it (the default).
    defaultValues: pausedJobFormDefaults(localDay(new Date())),
  });
  // A failure no field explains (server down, network): said in the form as well as the toast.
  const [failure, setFailure] = useState<string | null>(null);
  const createPausedJob = useCreatePausedJob();
  const pending = createPausedJob.isPending;

  const submit = form.handleSubmit((values) => {
    if (pending) return;
    setFailure(null);
    createPausedJob.mutate(values, {
      onSuccess: onClose,
      onError: (error) => {
        if (!showServerFieldErrors(form.setError, error, FORM_FIELDS, FIELD_ALIASES))
          setFailure(error.message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-4" aria-busy={pending}>
      <JobIdentificationFields form={form} />
      <LocationSchedulingFields form={form} />
      <AuthorizationStatusFields form={form} />
      <PartsTrackingFields form={form} />
      <AdditionalInformationFields form={form} />
      {failure && (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
          {failure}
        </p>
      )}
      <FormDialogFooter
        submitLabel={PAUSED_JOB_LIST_TEXTS.create}
        pendingLabel="Creating..."
        pending={pending}
        onCancel={onClose}
        className={STICKY_DIALOG_FOOTER}
      />
    </form>
  );
}
