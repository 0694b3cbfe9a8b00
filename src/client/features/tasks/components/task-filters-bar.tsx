import { XIcon } from 'lucide-react';
import { Link } from 'react-router';
import { typeLabel, WORK_ORDER_TYPES } from '../../../../shared/domain/work-order-type.ts';
import type { Employee } from '../../../../shared/schemas/employee.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  employeeOptions,
  type FilterOption,
  FilterSelect,
} from '../../../components/work-order-list/filter-select.tsx';
import { SearchBox } from '../../../components/work-order-list/search-box.tsx';
import type { TaskFilters } from '../task-filters.ts';

const STATUS_OPTIONS: FilterOption[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Active' },
  { value: 'in-progress', label: 'In Progress' },
];
const PRIORITY_OPTIONS: FilterOption[] = [
  { value: 'all', label: 'All' },
  { value: 'urgent', label: 'Urgent' },
  { value: 'normal', label: 'Normal' },
];
const TYPE_OPTIONS: FilterOption[] = [
  { value: 'all', label: 'All' },
  ...WORK_ORDER_TYPES.map((type) => ({ value: type, label: typeLabel(type) })),
];

type TaskFiltersBarProps = {
  filters: TaskFilters;
  employees: Employee[];
  /** 'all' and '' mean "no filter". */
  onChange: (key: keyof TaskFilters, value: string) => void;
  onClear: (() => void) | null;
};

/** Search, Status, Priority, Type, Assignee; 'Clear All Filters' once any is set. */
export function TaskFiltersBar({ filters, employees, onChange, onClear }: TaskFiltersBarProps) {
  return (
    <div className="space-y-3 rounded-xl border bg-card p-3 sm:p-4">
      <SearchBox
        value={filters.search}
        onSearch={(search) => onChange('search', search)}
        label="Search tasks"
        placeholder="Search tasks, comments, people..."
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FilterSelect
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(value) => onChange('status', value)}
        />
        <FilterSelect
          label="Priority"
          value={filters.priority}
          options={PRIORITY_OPTIONS}
          onChange={(value) => onChange('priority', value)}
        />
        <FilterSelect
          label="Type"
          value={filters.type}
          options={TYPE_OPTIONS}
          onChange={(value) => onChange('type', value)}
        />
        <FilterSelect
          label="Assignee"
          value={filters.assignee}
          options={[{ value: 'all', label: 'All' }, ...employeeOptions(employees)]}
          onChange={(value) => onChange('assignee', value)}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          Work on hold (waiting for parts or authorization) is in{' '}
          <Link to="/paused-jobs" className="font-medium text-primary underline-offset-4 hover:underline">
            Paused Jobs
          </Link>
          .
        </p>
        {onClear && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            <XIcon aria-hidden="true" />
            Clear All Filters
          </Button>
        )}
      </div>
    </div>
  );
}
