import { apiRequest } from '#client/lib/api-client.ts';
import { workOrderChangeKeys } from '#client/lib/invalidate-work-orders.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import {
  PAUSED_JOB_DEFAULT_VALUES,
  pausedJobDefaultDescription,
  pausedJobDefaultTitle,
} from '#shared/domain/paused-job-defaults.ts';
import { PART_NUMBERS } from '#shared/domain/paused-job-status.ts';
import type { CreatePausedJob, WorkOrder } from '#shared/schemas/work-order.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { PAUSED_JOB_CREATE_TOASTS } from '#shared/spec-texts/work-form-texts.ts';
import { WORK_LIST_TEXTS } from '#shared/spec-texts/work-texts.ts';
import type { PausedJobFormValues } from '../create-paused-job/paused-job-form-schema.ts';

/** Sent as the form holds them (the schema has trimmed and parsed them). */
const SENT_AS_TYPED = [
  'jobNumber',
  'jobLastName',
  'city',
  'originalAppointmentDate',
  'preAuthStatus',
  'preAuthAmount',
  'authorizationStatus',
  'opcAmount',
  'rwpFormStatus',
] as const;

/** Sent as null when empty: no employee, no date. */
const NULL_WHEN_EMPTY = [
  'assignedTo',
  'assignedOfficeEmployee',
  'lastAppointmentDate',
  'returnAppointmentDate',
  ...PART_NUMBERS.flatMap((n) => [`partOrdered${n}`, `partETA${n}`, `partReceived${n}`] as const),
] as const;

/** Blank optional text is left out of the payload rather than sent as ''. */
const LEFT_OUT_WHEN_BLANK = [
  'customerName',
  'customerPhone',
  'notes',
  'linkToDispatch',
  ...PART_NUMBERS.map((n) => `partTitle${n}` as const),
] as const;

/** A blank description is the paused-job default, plus 'Waiting for: ...' when the form says what the job waits for. */
function descriptionToSave(values: PausedJobFormValues): string {
  const base = values.description || pausedJobDefaultDescription(values);
  if (!values.waitingFor) return base;
  return `${base}\n${fillTemplate(WORK_LIST_TEXTS.waitingFor, { waitingFor: values.waitingFor })}`;
}

/**
 * The paused-job payload, with the paused-job defaults (shared/domain/paused-job-defaults.ts,
 * the ones the server applies). No workOrderId: the Job Number is the job #. Dates and people are
 * sent or null; other blank optional fields are left out.
 */
function toCreatePausedJobBody(values: PausedJobFormValues): CreatePausedJob {
  const body: Record<string, unknown> = {
    title: pausedJobDefaultTitle(values),
    description: descriptionToSave(values),
    location: values.location || PAUSED_JOB_DEFAULT_VALUES.location,
    status: PAUSED_JOB_DEFAULT_VALUES.status,
    priority: PAUSED_JOB_DEFAULT_VALUES.priority,
    assignedEmployees: values.assignedEmployees ?? [],
  };
  // JSON would drop an undefined anyway; leaving it out keeps the body honest for tests and logs.
  for (const key of SENT_AS_TYPED) if (values[key] !== undefined) body[key] = values[key];
  for (const key of NULL_WHEN_EMPTY) body[key] = values[key] ?? null;
  for (const key of LEFT_OUT_WHEN_BLANK) if (values[key]) body[key] = values[key];
  return body as CreatePausedJob;
}

/** POST /api/paused-jobs. */
const createPausedJob = (body: CreatePausedJob) =>
  apiRequest<WorkOrder>('/api/paused-jobs', { method: 'POST', body });

/**
 * Creates the paused job with its created and failed toasts. Toasts and cache refresh live in the hook, not in
 * mutate(), so they still happen if the dialog was closed while the request was in flight.
 */
export function useCreatePausedJob() {
  return usePortalMutation({
    mutationFn: (values: PausedJobFormValues) => createPausedJob(toCreatePausedJobBody(values)),
    success: (created) => ({ title: PAUSED_JOB_CREATE_TOASTS.createdTitle, description: created.title }),
    invalidates: (created) => workOrderChangeKeys(created.id),
    failure: {
      title: PAUSED_JOB_CREATE_TOASTS.failedTitle,
      description: PAUSED_JOB_CREATE_TOASTS.failedText,
    },
  });
}
