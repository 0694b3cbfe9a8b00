import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { type FieldProps, splitFieldProps } from './field-props.ts';

type TextareaFieldProps<T extends FieldValues> = FieldProps<T> &
  Omit<ComponentProps<'textarea'>, keyof FieldProps<T>>;

/** A labelled textarea registered with the form, its error under it; other props go to the textarea. */
export function TextareaField<T extends FieldValues>(props: TextareaFieldProps<T>) {
  const { field, form, name, control } = splitFieldProps<T, typeof props>(props);
  return (
    <FormField {...field}>{(ids) => <Textarea {...ids} {...control} {...form.register(name)} />}</FormField>
  );
}
