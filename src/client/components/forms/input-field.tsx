import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { type FieldForm, fieldError } from './field-form.ts';

type InputFieldProps<T extends FieldValues> = Omit<
  ComponentProps<'input'>,
  'form' | 'name' | 'className' | 'required'
> & {
  form: FieldForm<T>;
  name: Path<T>;
  label: string;
  /** Marks the label with * and the input aria-required (the schema enforces it). */
  required?: boolean;
  hint?: ReactNode;
  /** The field's classes, e.g. 'md:col-span-2' to span the form's grid. */
  className?: string;
  /** How the input's text becomes the form's value (an empty date is no date, say). */
  setValueAs?: (value: unknown) => unknown;
};

/**
 * A labelled input registered with the form, its error under it (see FormField). Any other prop
 * (type, placeholder, autoComplete, ...) goes to the input.
 */
export function InputField<T extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  className,
  setValueAs,
  ...inputProps
}: InputFieldProps<T>) {
  return (
    <FormField
      label={label}
      required={required}
      hint={hint}
      error={fieldError(form, name)}
      className={className}
    >
      {(control) => <Input {...control} {...inputProps} {...form.register(name, { setValueAs })} />}
    </FormField>
  );
}
