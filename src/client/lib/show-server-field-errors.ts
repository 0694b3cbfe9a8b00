import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts a 400's field errors under the form's own fields, the first one focused; errors about
 * fields the form does not have are left to the toast. Returns whether any landed.
 */
export function showServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: Error,
  fields: ReadonlySet<string>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const { field, message } of error.fieldErrors) {
    if (!fields.has(field)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
