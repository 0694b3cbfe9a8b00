import type { ReactNode } from 'react';
import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * What a field block needs of its react-hook-form form: to register its control and to read its
 * error. Any form whose values have the field's name will do.
 */
export type FieldForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState'>;

/** The props every field block takes; the rest go to its control. */
export type FieldProps<T extends FieldValues> = {
  form: FieldForm<T>;
  name: Path<T>;
  label: string;
  /** Marks the label with * and the control aria-required (the schema enforces it). */
  required?: boolean;
  hint?: ReactNode;
  /** The field's classes, e.g. 'md:col-span-2' to span the form's grid. */
  className?: string;
};

/** The message to show under the field `name`, from the browser's check or the server's. */
export function fieldError<T extends FieldValues>(form: FieldForm<T>, name: Path<T>): string | undefined {
  const error: FieldError | undefined = get(form.formState.errors, name);
  return error?.message;
}

/**
 * A field block's props split three ways: FormField's (with the field's error), the form and the
 * name to register, and the rest for the control.
 */
export function splitFieldProps<T extends FieldValues, P extends FieldProps<T>>(props: P) {
  const { form, name, label, required, hint, className, ...control } = props;
  return { field: { label, required, hint, className, error: fieldError(form, name) }, form, name, control };
}
