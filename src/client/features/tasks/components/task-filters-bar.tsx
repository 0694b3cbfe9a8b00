import { XIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import {
  ALL_OPTION,
  PRIORITY_FILTER_OPTIONS,
  statusFilterOptions,
  TYPE_FILTER_OPTIONS,
} from '#client/components/work-order-list/filter-options.ts';
import { employeeOptions } from '#client/components/work-order-list/filter-select.tsx';
import { type FilterField, FilterSelects } from '#client/components/work-order-list/filter-selects.tsx';
import { DUE_FILTER_OPTIONS, type ListSort } from '#client/components/work-order-list/list-order.ts';
import { ListSortSelect } from '#client/components/work-order-list/list-sort-select.tsx';
import { SearchBox, type SearchBoxTexts } from '#client/components/work-order-list/search-box.tsx';
import type { Employee } from '#shared/schemas/employee.ts';
import { NAV_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import {
  FOLLOW_UP_TEXTS,
  HAND_BACK_AWAITING_REVIEW,
  HAND_BACK_FILTER_TEXTS,
  LIST_ORDER_TEXTS,
} from '#shared/spec-texts/work-list-texts.ts';
import { WORK_LIST_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { SCOPE_STATUSES, TASK_SORTS, type TaskFilters, type TaskListScope } from '../task-filters.ts';

type FilterKey = Exclude<keyof TaskFilters, 'search'>;

const HAND_BACK_FILTER_OPTIONS = [ALL_OPTION, { value: 'awaiting-review', label: HAND_BACK_AWAITING_REVIEW }];

const SEARCH: SearchBoxTexts = { label: 'Search tasks', placeholder: 'Search tasks, comments, people...' };

type TaskFiltersBarProps = {
  scope: TaskListScope;
  filters: TaskFilters;
  sort: ListSort;
  employees: Employee[];
  /** 'all' and '' mean "no filter". */
  onChange: (key: keyof TaskFilters, value: string) => void;
  onSort: (sort: ListSort) => void;
  onClear: (() => void) | null;
};

/**
 * Search, Status, Priority, Type, Assignee, the Due quick filters and the Sort; 'Clear All Filters'
 * once any filter is set (the order is not a filter: clearing keeps it). The priority list (urgent
 * only) has no Priority filter and offers On Hold among the statuses.
 */
export function TaskFiltersBar({
  scope,
  filters,
  sort,
  employees,
  onChange,
  onSort,
  onClear,
}: TaskFiltersBarProps) {
  const fields: FilterField<FilterKey>[] = [
    { key: 'status', label: 'Status', options: statusFilterOptions(SCOPE_STATUSES[scope]) },
    // The priority list is urgent only.
    ...(scope !== 'priority'
      ? [{ key: 'priority' as const, label: 'Priority', options: PRIORITY_FILTER_OPTIONS }]
      : []),
    { key: 'type', label: 'Type', options: TYPE_FILTER_OPTIONS },
    { key: 'assignee', label: 'Assignee', options: [ALL_OPTION, ...employeeOptions(employees)] },
    { key: 'due', label: LIST_ORDER_TEXTS.dueLabel, options: DUE_FILTER_OPTIONS },
    // The hand-backs to review are offered on the current list, where the dashboard's card opens them.
    ...(scope === 'current'
      ? [
          {
            key: 'handBack' as const,
            label: HAND_BACK_FILTER_TEXTS.filterLabel,
            options: HAND_BACK_FILTER_OPTIONS,
          },
        ]
      : []),
  ];
  return (
    <div className="space-y-3 rounded-xl border bg-card p-3 sm:p-4">
      <SearchBox texts={SEARCH} value={filters.search} onSearch={(search) => onChange('search', search)} />
      <div
        className={
          scope === 'current'
            ? 'grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7'
            : scope === 'priority'
              ? 'grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5'
              : 'grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6'
        }
      >
        <FilterSelects fields={fields} values={filters} onChange={onChange} />
        <ListSortSelect sorts={TASK_SORTS} value={sort} onChange={onSort} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {scope === 'follow-up' ? (
          <p className="text-xs text-muted-foreground">{FOLLOW_UP_TEXTS.hint}</p>
        ) : scope === 'current' ? (
          <p className="text-xs text-muted-foreground">
            Work on hold (waiting for parts or authorization) is in{' '}
            <Link to="/paused-jobs" className="font-medium text-primary underline-offset-4 hover:underline">
              {NAV_TEXTS.pausedJobs}
            </Link>
            .
          </p>
        ) : (
          <p className="text-xs text-muted-foreground">
            Urgent work that is not completed, paused jobs included.
          </p>
        )}
        {onClear && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            <XIcon aria-hidden="true" />
            {WORK_LIST_TEXTS.clearAllFilters}
          </Button>
        )}
      </div>
    </div>
  );
}
