import { XIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { FilterControl } from '#client/components/work-order-list/filter-control.tsx';
import { employeeOptions, FilterSelect } from '#client/components/work-order-list/filter-select.tsx';
import { SearchBox, type SearchBoxTexts } from '#client/components/work-order-list/search-box.tsx';
import type { Employee } from '#shared/schemas/employee.ts';
import type { ActivityFilters } from '../hooks/use-activity-filters.ts';

const SEARCH: SearchBoxTexts = { caption: 'Work order #', label: 'Work order #', placeholder: 'e.g. 48213' };

type ActivityFiltersBarProps = {
  filters: ActivityFilters;
  employees: Employee[];
  onChange: (key: keyof ActivityFilters, value: string) => void;
  /** Null when no filter is set. */
  onClear: (() => void) | null;
};

/** Who (the employee who acted), which work order, and a date range; 'Clear filters'. */
export function ActivityFiltersBar({ filters, employees, onChange, onClear }: ActivityFiltersBarProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
      <FilterSelect
        label="Employee"
        value={filters.employeeId}
        options={[{ value: '', label: 'All employees' }, ...employeeOptions(employees)]}
        onChange={(employeeId) => onChange('employeeId', employeeId)}
      />
      <SearchBox
        texts={SEARCH}
        value={filters.workOrder}
        onSearch={(workOrder) => onChange('workOrder', workOrder)}
      />
      <DayFilter
        label="From"
        value={filters.from}
        max={filters.to}
        onChange={(day) => onChange('from', day)}
      />
      <DayFilter label="To" value={filters.to} min={filters.from} onChange={(day) => onChange('to', day)} />
      <Button variant="outline" disabled={!onClear} onClick={onClear ?? undefined}>
        <XIcon aria-hidden="true" />
        Clear filters
      </Button>
    </div>
  );
}

type DayFilterProps = {
  label: string;
  /** A day (YYYY-MM-DD) or '' for none. */
  value: string;
  /** The other end of the range, so the browser's picker offers no backwards range. */
  min?: string;
  max?: string;
  onChange: (day: string) => void;
};

/** One end of the date range, labelled as the selects beside it. */
function DayFilter({ label, value, min, max, onChange }: DayFilterProps) {
  return (
    <FilterControl label={label}>
      {(id) => (
        <Input
          id={id}
          type="date"
          value={value}
          min={min || undefined}
          max={max || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FilterControl>
  );
}
