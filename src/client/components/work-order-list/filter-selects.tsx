import { type FilterOption, FilterSelect } from './filter-select.tsx';

/** One select of a filter bar: the filter it sets, its label, its choices. */
export type FilterField<K extends string> = { key: K; label: string; options: FilterOption[] };

type FilterSelectsProps<K extends string> = {
  fields: readonly FilterField<K>[];
  /** Each filter's value; its "All" is one of the options too. */
  values: Readonly<Record<K, string>>;
  onChange: (key: K, value: string) => void;
};

/** A filter bar's selects, in the order given (the bar lays them out). */
export function FilterSelects<K extends string>({ fields, values, onChange }: FilterSelectsProps<K>) {
  return fields.map((field) => (
    <FilterSelect
      key={field.key}
      label={field.label}
      value={values[field.key]}
      options={field.options}
      onChange={(value) => onChange(field.key, value)}
    />
  ));
}
