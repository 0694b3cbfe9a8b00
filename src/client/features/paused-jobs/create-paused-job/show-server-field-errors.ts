import { ApiError } from '#client/lib/api-client.ts';
import { FORM_FIELDS, type PausedJobFormApi, type PausedJobFormInput } from './paused-job-form-schema.ts';

/** Payload fields the form shows under another name. */
const FIELD_ALIASES: Record<string, keyof PausedJobFormInput> = {
  workOrderId: 'jobNumber',
  title: 'jobLastName',
};

/**
 * Puts a 400's field errors under their fields ('assignedEmployees.0' under the picker), the
 * first one focused. Returns whether any landed, so the caller can say the rest elsewhere.
 */
export function showServerFieldErrors(form: PausedJobFormApi, error: Error): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const { field, message } of error.fieldErrors) {
    const head = field.split('.')[0] ?? field;
    const name = FIELD_ALIASES[head] ?? head;
    if (!FORM_FIELDS.has(name)) continue;
    form.setError(name as keyof PausedJobFormInput, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
