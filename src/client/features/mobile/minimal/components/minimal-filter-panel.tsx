import {
  PRIORITY_FILTER_OPTIONS,
  statusFilterOptions,
  TYPE_FILTER_OPTIONS,
} from '#client/components/work-order-list/filter-options.ts';
import { type FilterField, FilterSelects } from '#client/components/work-order-list/filter-selects.tsx';
import { DUE_FILTER_OPTIONS } from '#client/components/work-order-list/list-order.ts';
import { LIST_ORDER_TEXTS } from '#shared/spec-texts/work-list-texts.ts';
import type { MinimalSelectFilter } from '../hooks/use-minimal-list-params.ts';
import { MINIMAL_STATUS_FILTERS, type MinimalFilters } from '../minimal-filters.ts';
import { ClearFiltersButton } from './clear-filters-button.tsx';

const FIELDS: FilterField<MinimalSelectFilter>[] = [
  { key: 'status', label: 'Status', options: statusFilterOptions(MINIMAL_STATUS_FILTERS) },
  { key: 'priority', label: 'Priority', options: PRIORITY_FILTER_OPTIONS },
  { key: 'type', label: 'Type', options: TYPE_FILTER_OPTIONS },
  { key: 'due', label: LIST_ORDER_TEXTS.dueLabel, options: DUE_FILTER_OPTIONS },
];

type MinimalFilterPanelProps = {
  id: string;
  open: boolean;
  filters: MinimalFilters;
  activeCount: number;
  onChange: (key: MinimalSelectFilter, value: string) => void;
  onClear: () => void;
};

/**
 * The collapsible panel under the 'Filters' button. Its controls are only built while it is open:
 * most visits never open it, and the first paint on a slow phone is the one that counts.
 */
export function MinimalFilterPanel({
  id,
  open,
  filters,
  activeCount,
  onChange,
  onClear,
}: MinimalFilterPanelProps) {
  return (
    <div id={id} hidden={!open}>
      {open && (
        // Phones get 44 px selects (thumb-sized tap targets); the shared select is sized for a mouse.
        // Whose jobs (Mine | All) is the header's switch, not a filter here (issue 23).
        <div className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-3 sm:grid-cols-3 [&_select]:h-11 sm:[&_select]:h-9">
          <FilterSelects fields={FIELDS} values={filters} onChange={onChange} />
          {activeCount > 0 && (
            <ClearFiltersButton onClear={onClear} className="col-span-2 h-11 sm:col-span-3 sm:h-9" />
          )}
        </div>
      )}
    </div>
  );
}
