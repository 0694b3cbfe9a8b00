import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { type FieldProps, splitFieldProps } from './field-props.ts';

export type SelectOption = { value: string; label: string };

/** Options for `values`, each shown by its label ('in-progress' as 'In Progress'). */
export function optionsOf<V extends string>(
  values: readonly V[],
  labelOf: (value: V) => string,
): SelectOption[] {
  return values.map((value) => ({ value, label: labelOf(value) }));
}

type SelectFieldProps<T extends FieldValues> = FieldProps<T> &
  Omit<ComponentProps<'select'>, keyof FieldProps<T> | 'children'> & { options: readonly SelectOption[] };

/** A labelled native select of `options` registered with the form, its error under it. */
export function SelectField<T extends FieldValues>({ options, ...props }: SelectFieldProps<T>) {
  const { field, form, name, control } = splitFieldProps<T, typeof props>(props);
  return (
    <FormField {...field}>
      {(ids) => (
        <NativeSelect {...ids} {...control} {...form.register(name)}>
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
