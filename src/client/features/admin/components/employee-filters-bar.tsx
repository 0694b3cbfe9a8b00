import { PlusIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { ALL_OPTION } from '#client/components/work-order-list/filter-options.ts';
import { type FilterField, FilterSelects } from '#client/components/work-order-list/filter-selects.tsx';
import { SearchBox, type SearchBoxTexts } from '#client/components/work-order-list/search-box.tsx';
import { EMPLOYEE_TYPES, employeeTypeLabel } from '#shared/domain/employee-type.ts';
import { EMPLOYEE_TEXTS } from '#shared/spec-texts/people-texts.ts';
import type { EmployeeFilters } from '../hooks/use-employee-filters.ts';

const FIELDS: FilterField<'type' | 'status'>[] = [
  {
    key: 'type',
    label: 'Type',
    options: [ALL_OPTION, ...EMPLOYEE_TYPES.map((type) => ({ value: type, label: employeeTypeLabel(type) }))],
  },
  {
    key: 'status',
    label: 'Status',
    options: [ALL_OPTION, { value: 'active', label: 'Active' }, { value: 'inactive', label: 'Inactive' }],
  },
];

const SEARCH: SearchBoxTexts = {
  caption: 'Search',
  label: 'Search employees',
  placeholder: 'Name, email, phone or type...',
};

type EmployeeFiltersBarProps = {
  filters: EmployeeFilters;
  onChange: (key: keyof EmployeeFilters, value: string) => void;
  onAdd: () => void;
};

/** Search (on the server, debounced), Type and Status, and 'Add Employee'. */
export function EmployeeFiltersBar({ filters, onChange, onAdd }: EmployeeFiltersBarProps) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchBox texts={SEARCH} value={filters.search} onSearch={(search) => onChange('search', search)} />
      <div className="grid grid-cols-2 gap-3 md:w-80">
        <FilterSelects
          fields={FIELDS}
          // No type filter is '' in the URL's reading, All in the select.
          values={{ type: filters.type || 'all', status: filters.status }}
          onChange={onChange}
        />
      </div>
      <Button onClick={onAdd}>
        <PlusIcon aria-hidden="true" />
        {EMPLOYEE_TEXTS.addEmployee}
      </Button>
    </div>
  );
}
