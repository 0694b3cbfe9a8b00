import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { type FieldForm, fieldError } from './field-form.ts';

type TextareaFieldProps<T extends FieldValues> = Omit<
  ComponentProps<'textarea'>,
  'form' | 'name' | 'className' | 'required'
> & {
  form: FieldForm<T>;
  name: Path<T>;
  label: string;
  /** Marks the label with * and the textarea aria-required (the schema enforces it). */
  required?: boolean;
  hint?: ReactNode;
  /** The field's classes, e.g. 'md:col-span-2' to span the form's grid. */
  className?: string;
};

/** A labelled textarea registered with the form, its error under it; other props go to the textarea. */
export function TextareaField<T extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  className,
  ...textareaProps
}: TextareaFieldProps<T>) {
  return (
    <FormField
      label={label}
      required={required}
      hint={hint}
      error={fieldError(form, name)}
      className={className}
    >
      {(control) => <Textarea {...control} {...textareaProps} {...form.register(name)} />}
    </FormField>
  );
}
