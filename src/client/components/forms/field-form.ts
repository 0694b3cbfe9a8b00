import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * What a field block needs of its react-hook-form form: to register its control and to read its
 * error. Any form whose values have the field's name will do.
 */
export type FieldForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState'>;

/** The message to show under the field `name`, from the browser's check or the server's. */
export function fieldError<T extends FieldValues>(form: FieldForm<T>, name: Path<T>): string | undefined {
  const error: FieldError | undefined = get(form.formState.errors, name);
  return error?.message;
}
