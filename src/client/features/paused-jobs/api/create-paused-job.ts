import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { invalidateAfterWorkOrderChange } from '#client/lib/invalidate-work-orders.ts';
import type { CreatePausedJob, WorkOrder } from '#shared/schemas/work-order.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { PAUSED_JOB_CREATE_TOASTS, PAUSED_JOB_DEFAULTS } from '#shared/spec-texts/work-form-texts.ts';
import { WORK_LIST_TEXTS } from '#shared/spec-texts/work-texts.ts';
import type { PausedJobFormValues } from '../create-paused-job/paused-job-form-schema.ts';

type PartKey = `part${'Title' | 'Ordered' | 'ETA' | 'Received'}${1 | 2 | 3}`;
const PART_KEYS = [1, 2, 3].flatMap((n) =>
  (['Title', 'Ordered', 'ETA', 'Received'] as const).map((what): PartKey => `part${what}${n as 1 | 2 | 3}`),
);

/** Blank optional text is left out of the payload rather than sent as ''. */
const optionalText = (value: string | null | undefined) => (value ? value : undefined);

/** SPEC 5: a blank description is 'Paused job for {last name}'; PRODUCT: plus 'Waiting for: ...'. */
export function pausedJobDescription(values: PausedJobFormValues): string {
  const base =
    values.description || fillTemplate(PAUSED_JOB_DEFAULTS.description, { lastName: values.jobLastName });
  if (!values.waitingFor) return base;
  return `${base}\n${fillTemplate(WORK_LIST_TEXTS.waitingFor, { waitingFor: values.waitingFor })}`;
}

/**
 * SPEC 3's paused-job payload with SPEC 5's defaults. No workOrderId: the server numbers the job
 * 'P' + timestamp. Dates are sent or null; other blank optional fields are left out.
 */
export function toCreatePausedJobBody(values: PausedJobFormValues): CreatePausedJob {
  const body: Record<string, unknown> = {
    jobNumber: values.jobNumber,
    jobLastName: values.jobLastName,
    customerName: optionalText(values.customerName),
    customerPhone: optionalText(values.customerPhone),
    city: values.city,
    location: values.location || PAUSED_JOB_DEFAULTS.location,
    title: `${values.jobLastName} - ${values.jobNumber}`,
    description: pausedJobDescription(values),
    status: 'on-hold',
    priority: 'medium',
    assignedTo: values.assignedTo ?? null,
    assignedOfficeEmployee: values.assignedOfficeEmployee ?? null,
    assignedEmployees: values.assignedEmployees ?? [],
    originalAppointmentDate: values.originalAppointmentDate,
    lastAppointmentDate: values.lastAppointmentDate ?? null,
    returnAppointmentDate: values.returnAppointmentDate ?? null,
    preAuthStatus: values.preAuthStatus,
    preAuthAmount: values.preAuthAmount,
    authorizationStatus: values.authorizationStatus,
    opcAmount: values.opcAmount,
    rwpFormStatus: values.rwpFormStatus,
    notes: optionalText(values.notes),
    linkToDispatch: optionalText(values.linkToDispatch),
  };
  for (const key of PART_KEYS) {
    const value = values[key];
    body[key] = key.startsWith('partTitle') ? optionalText(value) : (value ?? null);
  }
  // JSON drops undefined anyway; removing it here keeps the body honest for tests and logs.
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body as CreatePausedJob;
}

/** POST /api/paused-jobs. */
export const createPausedJob = (body: CreatePausedJob) =>
  apiRequest<WorkOrder>('/api/paused-jobs', { method: 'POST', body });

/**
 * Creates the paused job with SPEC 8's toasts. Toasts and cache refresh live in the hook, not in
 * mutate(), so they still happen if the dialog was closed while the request was in flight.
 */
export function useCreatePausedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PausedJobFormValues) => createPausedJob(toCreatePausedJobBody(values)),
    onSuccess: (created) => {
      toast({ title: PAUSED_JOB_CREATE_TOASTS.createdTitle, description: created.title });
      void invalidateAfterWorkOrderChange(queryClient, { workOrderId: created.id });
    },
    onError: () => {
      toast({
        variant: 'destructive',
        title: PAUSED_JOB_CREATE_TOASTS.failedTitle,
        description: PAUSED_JOB_CREATE_TOASTS.failedText,
      });
    },
  });
}
