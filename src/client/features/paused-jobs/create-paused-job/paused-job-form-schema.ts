import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { formatMoney } from '#shared/domain/money.ts';
import { CREATE_FORM_STATUS_DEFAULTS } from '#shared/domain/paused-job-status.ts';
import { CreatePausedJobSchema } from '#shared/schemas/work-order.ts';

/**
 * The endpoint's own schema (same words as the server), plus the one field the form has that the
 * payload does not: 'Waiting For' becomes a 'Waiting for: ...' line of the description.
 */
export const PausedJobFormSchema = CreatePausedJobSchema.extend({
  waitingFor: z
    .string({ error: 'Waiting for must be text' })
    .trim()
    .max(500, 'Waiting for must be at most 500 characters')
    .optional(),
});

/** What the inputs hold before the schema parses them. */
export type PausedJobFormInput = z.input<typeof PausedJobFormSchema>;
/** After the schema: trimmed, amounts as numbers, statuses as stored. */
export type PausedJobFormValues = z.output<typeof PausedJobFormSchema>;
export type PausedJobFormApi = UseFormReturn<PausedJobFormInput, unknown, PausedJobFormValues>;

/** Every field the form shows, in the order they appear (used to place server field errors). */
export const FORM_FIELDS = new Set<string>(Object.keys(PausedJobFormSchema.shape));

/** Parts 1 to 3 with no title and no dates. */
function emptyParts() {
  const parts: Record<string, string | null> = {};
  for (const n of [1, 2, 3]) {
    parts[`partTitle${n}`] = '';
    for (const date of ['Ordered', 'ETA', 'Received']) parts[`part${date}${n}`] = null;
  }
  return parts as Partial<PausedJobFormInput>;
}

/** The form's defaults: statuses N/A, amounts $0.00, original appointment today, no tech. */
export function pausedJobFormDefaults(today: string): PausedJobFormInput {
  return {
    jobNumber: '',
    jobLastName: '',
    customerName: '',
    customerPhone: '',
    city: '',
    location: '',
    originalAppointmentDate: today,
    lastAppointmentDate: null,
    returnAppointmentDate: null,
    preAuthStatus: CREATE_FORM_STATUS_DEFAULTS.preAuthStatus,
    preAuthAmount: formatMoney(0),
    authorizationStatus: CREATE_FORM_STATUS_DEFAULTS.authorizationStatus,
    opcAmount: formatMoney(0),
    rwpFormStatus: CREATE_FORM_STATUS_DEFAULTS.rwpFormStatus,
    ...emptyParts(),
    assignedTo: null,
    assignedOfficeEmployee: null,
    assignedEmployees: [],
    waitingFor: '',
    description: '',
    notes: '',
    linkToDispatch: '',
  };
}
