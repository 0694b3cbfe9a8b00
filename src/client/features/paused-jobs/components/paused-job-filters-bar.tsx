import { XIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { ALL_OPTION, PRIORITY_FILTER_OPTIONS } from '#client/components/work-order-list/filter-options.ts';
import { employeeOptions, type FilterOption } from '#client/components/work-order-list/filter-select.tsx';
import { type FilterField, FilterSelects } from '#client/components/work-order-list/filter-selects.tsx';
import { DUE_FILTER_OPTIONS, type ListSort } from '#client/components/work-order-list/list-order.ts';
import { ListSortSelect } from '#client/components/work-order-list/list-sort-select.tsx';
import { SearchBox, type SearchBoxTexts } from '#client/components/work-order-list/search-box.tsx';
import { shortTypeLabel } from '#shared/domain/work-order-type.ts';
import type { Employee } from '#shared/schemas/employee.ts';
import { LIST_ORDER_TEXTS, PAUSED_JOB_LIST_TEXTS } from '#shared/spec-texts/work-list-texts.ts';
import { HOLD_READINESS_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { PAUSED_SORTS, PAUSED_TYPE_FILTERS, type PausedJobFilters } from '../paused-job-filters.ts';

const TYPE_OPTIONS: FilterOption[] = PAUSED_TYPE_FILTERS.map((type) =>
  type === 'all' ? ALL_OPTION : { value: type, label: shortTypeLabel(type) },
);
const HOLD_OPTIONS: FilterOption[] = [
  ALL_OPTION,
  { value: 'ready-to-return', label: HOLD_READINESS_TEXTS.readyToReturn },
  { value: 'part-overdue', label: 'Part overdue' },
];

const SEARCH: SearchBoxTexts = {
  label: 'Search paused jobs',
  placeholder: PAUSED_JOB_LIST_TEXTS.searchPlaceholder,
};

type FilterKey = Exclude<keyof PausedJobFilters, 'search'>;

type PausedJobFiltersBarProps = {
  filters: PausedJobFilters;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  employees: Employee[];
  onSearch: (search: string) => void;
  /** 'all' means "no filter". */
  onChange: (key: FilterKey, value: string) => void;
  /** Shown as 'Clear' once any filter or the search is set. */
  onClear: (() => void) | null;
};

/**
 * Search (instant: the list is in the browser), Priority, Type, Tech, Office, Hold, Due, and the
 * Sort; 'Clear' (which keeps the order: it is not a filter).
 */
export function PausedJobFiltersBar({
  filters,
  sort,
  onSort,
  employees,
  onSearch,
  onChange,
  onClear,
}: PausedJobFiltersBarProps) {
  const people = [ALL_OPTION, ...employeeOptions(employees)];
  const fields: FilterField<FilterKey>[] = [
    { key: 'priority', label: 'Priority', options: PRIORITY_FILTER_OPTIONS },
    { key: 'type', label: 'Type', options: TYPE_OPTIONS },
    { key: 'tech', label: 'Tech', options: people },
    { key: 'office', label: 'Office', options: people },
    { key: 'hold', label: 'Hold', options: HOLD_OPTIONS },
    { key: 'due', label: LIST_ORDER_TEXTS.dueLabel, options: DUE_FILTER_OPTIONS },
  ];
  return (
    <div className="space-y-3 rounded-xl border bg-card p-3 sm:p-4">
      <div className="flex items-center gap-2">
        <SearchBox texts={SEARCH} value={filters.search} onSearch={onSearch} debounceMs={0} />
        {onClear && (
          <Button variant="ghost" size="sm" onClick={onClear} className="shrink-0">
            <XIcon aria-hidden="true" />
            Clear
          </Button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-7">
        <FilterSelects fields={fields} values={filters} onChange={onChange} />
        <ListSortSelect sorts={PAUSED_SORTS} value={sort} onChange={onSort} />
      </div>
    </div>
  );
}
