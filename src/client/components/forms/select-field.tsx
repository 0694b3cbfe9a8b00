import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { type FieldForm, fieldError } from './field-form.ts';

export type SelectOption = { value: string; label: string };

/** Options for `values`, each shown by its label ('in-progress' as 'In Progress'). */
export function optionsOf<V extends string>(
  values: readonly V[],
  labelOf: (value: V) => string,
): SelectOption[] {
  return values.map((value) => ({ value, label: labelOf(value) }));
}

type SelectFieldProps<T extends FieldValues> = Omit<
  ComponentProps<'select'>,
  'form' | 'name' | 'className' | 'required' | 'children'
> & {
  form: FieldForm<T>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  hint?: ReactNode;
  /** The field's classes, e.g. 'md:col-span-2' to span the form's grid. */
  className?: string;
};

/** A labelled native select of `options` registered with the form, its error under it. */
export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  options,
  hint,
  className,
  ...selectProps
}: SelectFieldProps<T>) {
  return (
    <FormField label={label} hint={hint} error={fieldError(form, name)} className={className}>
      {(control) => (
        <NativeSelect {...control} {...selectProps} {...form.register(name)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
