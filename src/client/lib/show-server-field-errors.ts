import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts a 400's field errors under the form's own fields, the first one focused; errors about
 * fields the form does not have are left to the toast. Returns whether any landed.
 *
 * An error on a list item ('assignedEmployees.0') goes under the list's field, and `aliases` names
 * the form field for a payload field the form calls something else ({ assignedTo: 'assignedTech' }).
 */
export function showServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: Error,
  fields: ReadonlySet<string>,
  aliases: Readonly<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const { field, message } of error.fieldErrors) {
    const head = field.split('.')[0] ?? field;
    const name = aliases[head] ?? head;
    if (!fields.has(name)) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
