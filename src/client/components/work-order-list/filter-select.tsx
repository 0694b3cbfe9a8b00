import { NativeSelect } from '../ui/native-select.tsx';
import { FilterControl } from './filter-control.tsx';

export type FilterOption = { value: string; label: string };

type FilterSelectProps = {
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
};

/** A labelled native select: phones show their own picker, keyboards need nothing extra. */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <FilterControl label={label}>
      {(id) => (
        <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FilterControl>
  );
}

/** Employees as options, by name; an inactive one is marked so old work can still be found. */
export function employeeOptions(
  employees: readonly { id: number; name: string; isActive: boolean }[],
): FilterOption[] {
  return [...employees]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((employee) => ({
      value: String(employee.id),
      label: employee.isActive ? employee.name : `${employee.name} (inactive)`,
    }));
}
