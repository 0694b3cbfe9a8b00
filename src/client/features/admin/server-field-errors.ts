import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';

/**
 * Puts a failed request's field errors (a duplicate email, say) under the form's fields, the
 * first one focused. Returns whether any landed, so the caller says the rest in a toast.
 */
export function placeServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: Error,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const { field, message } of error.fieldErrors) {
    const name = fields.find((candidate) => candidate === field);
    if (!name) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
