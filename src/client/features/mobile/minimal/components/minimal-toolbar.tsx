import { ChevronDownIcon, SlidersHorizontalIcon } from 'lucide-react';
import { cn } from '#client/components/ui/cn.ts';
import type { ListSort } from '#client/components/work-order-list/list-order.ts';
import { ListSortSelect } from '#client/components/work-order-list/list-sort-select.tsx';
import type { ViewMode } from '#client/components/work-order-list/use-view-mode.ts';
import { ViewToggle } from '#client/components/work-order-list/view-toggle.tsx';
import { MINIMAL_SORTS } from '../minimal-filters.ts';

type MinimalToolbarProps = {
  view: ViewMode;
  onView: (view: ViewMode) => void;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  panelId: string;
  activeCount: number;
  /** The server is being asked again while the jobs on screen stay. */
  updating: boolean;
};

/** Under the heading: the Sort, the Cards/List toggle, the 'Filters' button, and a quiet 'Updating...'. */
export function MinimalToolbar({
  view,
  onView,
  sort,
  onSort,
  filtersOpen,
  onToggleFilters,
  panelId,
  activeCount,
  updating,
}: MinimalToolbarProps) {
  return (
    <div className="relative flex flex-wrap items-end justify-end gap-2">
      {/* A thin line under the controls rather than words beside them: on a 360 px screen the
          controls fill the row, and the list must not jump each time the server is asked. */}
      <p role="status" className="absolute inset-x-0 -bottom-2 h-0.5 overflow-hidden rounded-full">
        {updating && (
          <>
            <span aria-hidden="true" className="block size-full animate-pulse bg-primary/60" />
            <span className="sr-only">Updating...</span>
          </>
        )}
      </p>
      {/* Always in sight: the order is the first thing a technician checks the list against. */}
      <div className="mr-auto basis-full sm:max-w-64 sm:basis-auto sm:flex-1 [&_select]:h-11 sm:[&_select]:h-9">
        <ListSortSelect sorts={MINIMAL_SORTS} value={sort} onChange={onSort} />
      </div>
      {/* 44 px tap targets on a phone; the shared toggle is sized for a mouse. */}
      <div className="[&_button]:h-11 sm:[&_button]:h-8">
        <ViewToggle mode={view} onChange={onView} />
      </div>
      <button
        type="button"
        aria-expanded={filtersOpen}
        aria-controls={panelId}
        onClick={onToggleFilters}
        className="inline-flex h-12 items-center gap-2 rounded-lg border bg-card px-3 text-sm font-medium outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:h-9"
      >
        <SlidersHorizontalIcon aria-hidden="true" className="size-4" />
        Filters
        {activeCount > 0 && (
          <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
            {activeCount}
            <span className="sr-only"> active</span>
          </span>
        )}
        <ChevronDownIcon
          aria-hidden="true"
          className={cn(
            'size-4 transition-transform motion-reduce:transition-none',
            filtersOpen && 'rotate-180',
          )}
        />
      </button>
    </div>
  );
}
