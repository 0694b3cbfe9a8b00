import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { type FieldProps, splitFieldProps } from './field-props.ts';

type InputFieldProps<T extends FieldValues> = FieldProps<T> &
  Omit<ComponentProps<'input'>, keyof FieldProps<T>> & {
    /** How the input's text becomes the form's value (an empty date is no date, say). */
    setValueAs?: (value: unknown) => unknown;
  };

/**
 * A labelled input registered with the form, its error under it (see FormField). Any other prop
 * (type, placeholder, autoComplete, ...) goes to the input.
 */
export function InputField<T extends FieldValues>({ setValueAs, ...props }: InputFieldProps<T>) {
  const { field, form, name, control } = splitFieldProps<T, typeof props>(props);
  return (
    <FormField {...field}>
      {(ids) => <Input {...ids} {...control} {...form.register(name, { setValueAs })} />}
    </FormField>
  );
}
