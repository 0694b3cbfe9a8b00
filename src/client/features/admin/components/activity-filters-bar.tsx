import { XIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { employeeOptions, FilterSelect } from '#client/components/work-order-list/filter-select.tsx';
import { SearchBox, type SearchBoxTexts } from '#client/components/work-order-list/search-box.tsx';
import type { Employee } from '#shared/schemas/employee.ts';
import type { ActivityFilters } from '../hooks/use-activity-filters.ts';

const WORK_ORDER_SEARCH: SearchBoxTexts = {
  caption: 'Work order #',
  label: 'Work order #',
  placeholder: 'e.g. 48213',
};

type ActivityFiltersBarProps = {
  filters: ActivityFilters;
  employees: Employee[];
  onChange: (key: keyof ActivityFilters, value: string) => void;
  /** Null when no filter is set. */
  onClear: (() => void) | null;
};

/** Who (the employee who acted), which work order, and a date range; 'Clear filters'. */
export function ActivityFiltersBar({ filters, employees, onChange, onClear }: ActivityFiltersBarProps) {
  const fromId = useId();
  const toId = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
      <FilterSelect
        label="Employee"
        value={filters.employeeId}
        options={[{ value: '', label: 'All employees' }, ...employeeOptions(employees)]}
        onChange={(employeeId) => onChange('employeeId', employeeId)}
      />
      <SearchBox
        texts={WORK_ORDER_SEARCH}
        value={filters.workOrder}
        onSearch={(workOrder) => onChange('workOrder', workOrder)}
      />
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={fromId} className="text-xs text-muted-foreground">
          From
        </Label>
        <Input
          id={fromId}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange('from', event.target.value)}
        />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={toId} className="text-xs text-muted-foreground">
          To
        </Label>
        <Input
          id={toId}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onChange('to', event.target.value)}
        />
      </div>
      <Button variant="outline" disabled={!onClear} onClick={onClear ?? undefined}>
        <XIcon aria-hidden="true" />
        Clear filters
      </Button>
    </div>
  );
}
