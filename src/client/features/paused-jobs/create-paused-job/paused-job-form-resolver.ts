import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import {
  type PausedJobFormInput,
  PausedJobFormSchema,
  type PausedJobFormValues,
} from './paused-job-form-schema.ts';

/**
 * Validates with the endpoint's schema and shows each field's first issue in the schema's own
 * words. zodResolver is not used because, for a union (the date fields), it shows the message of
 * a union member ('Invalid input: expected string, received null') instead of the union's own
 * ('Original Apt Date is required', what the server answers).
 */
export const pausedJobFormResolver: Resolver<PausedJobFormInput, unknown, PausedJobFormValues> = async (
  input,
  _context,
  options,
) => {
  const result = await PausedJobFormSchema.safeParseAsync(input);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};
