import { UserIcon } from 'lucide-react';
import { statusLabel } from '../../../../../shared/domain/work-order-status.ts';
import { cn } from '../../../../components/ui/cn.ts';
import {
  ALL_OPTION,
  PRIORITY_FILTER_OPTIONS,
  TYPE_FILTER_OPTIONS,
} from '../../../../components/work-order-list/filter-options.ts';
import { type FilterOption, FilterSelect } from '../../../../components/work-order-list/filter-select.tsx';
import type { MinimalSelectFilter } from '../hooks/use-minimal-list-params.ts';
import { MINIMAL_STATUS_FILTERS, type MinimalFilters } from '../minimal-filters.ts';
import { ClearFiltersButton } from './clear-filters-button.tsx';

const STATUS_OPTIONS: FilterOption[] = [
  ALL_OPTION,
  ...MINIMAL_STATUS_FILTERS.map((status) => ({ value: status, label: statusLabel(status) })),
];

type MinimalFilterPanelProps = {
  id: string;
  open: boolean;
  filters: MinimalFilters;
  activeCount: number;
  onChange: (key: MinimalSelectFilter, value: string) => void;
  onMine: (on: boolean) => void;
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
  onMine,
  onClear,
}: MinimalFilterPanelProps) {
  return (
    <div id={id} hidden={!open}>
      {open && (
        // Phones get 44 px selects (SPEC tap targets); the shared select is sized for a mouse.
        <div className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-3 sm:grid-cols-4 [&_select]:h-11 sm:[&_select]:h-9">
          <FilterSelect
            label="Status"
            value={filters.status}
            options={STATUS_OPTIONS}
            onChange={(value) => onChange('status', value)}
          />
          <FilterSelect
            label="Priority"
            value={filters.priority}
            options={PRIORITY_FILTER_OPTIONS}
            onChange={(value) => onChange('priority', value)}
          />
          <FilterSelect
            label="Type"
            value={filters.type}
            options={TYPE_FILTER_OPTIONS}
            onChange={(value) => onChange('type', value)}
          />
          <div className="flex items-end">
            <button
              type="button"
              aria-pressed={filters.mine}
              onClick={() => onMine(!filters.mine)}
              className={cn(
                'inline-flex h-11 w-full items-center justify-center gap-2 rounded-md border px-3 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:h-9',
                filters.mine
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-background hover:bg-accent dark:bg-input/30',
              )}
            >
              <UserIcon aria-hidden="true" className="size-4" />
              My jobs
            </button>
          </div>
          {activeCount > 0 && (
            <ClearFiltersButton onClear={onClear} className="col-span-2 h-11 sm:col-span-4 sm:h-9" />
          )}
        </div>
      )}
    </div>
  );
}
