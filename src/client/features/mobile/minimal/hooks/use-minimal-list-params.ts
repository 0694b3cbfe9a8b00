import { useCallback, useMemo } from 'react';
import {
  DEFAULT_LIST_SORT,
  type ListSort,
  parseListSort,
} from '#client/components/work-order-list/list-order.ts';
import { useUrlParams } from '#client/components/work-order-list/use-url-params.ts';
import {
  useViewMode,
  VIEW_MODE_STORAGE_KEYS,
  type ViewMode,
} from '#client/components/work-order-list/use-view-mode.ts';
import {
  countActiveFilters,
  MINIMAL_FILTER_KEYS,
  MINIMAL_SORTS,
  type MinimalFilters,
  parseMinimalFilters,
} from '../minimal-filters.ts';

export type MinimalSelectFilter = keyof MinimalFilters;

const VIEW_PARAM = 'view';

function parseView(value: string | null): ViewMode | null {
  return value === 'cards' || value === 'list' ? value : null;
}

/**
 * The page's filters and Cards/List view, kept in the URL so Back from a job comes back to the
 * same list. The view is also remembered on the device: a visit without `view` gets the last one.
 */
export function useMinimalListParams() {
  const { params, setParam, clearParams } = useUrlParams();
  const [storedView, storeView] = useViewMode(VIEW_MODE_STORAGE_KEYS.minimalMobile);
  const view = parseView(params.get(VIEW_PARAM)) ?? storedView;

  const parsed = parseMinimalFilters(params);
  const { status, priority, type, due } = parsed;
  // One object per distinct set of filters, so the filtered list is computed only when they change.
  const filters = useMemo<MinimalFilters>(
    () => ({ status, priority, type, due }),
    [status, priority, type, due],
  );
  const sort = parseListSort(MINIMAL_SORTS, params.get('sort'));
  // The default order is the absence of `sort`; clearing the filters keeps the order.
  const setSort = useCallback(
    (next: ListSort) => setParam('sort', next === DEFAULT_LIST_SORT ? null : next),
    [setParam],
  );

  const setView = useCallback(
    (next: ViewMode) => {
      storeView(next);
      setParam(VIEW_PARAM, next);
    },
    [storeView, setParam],
  );
  const setFilter = useCallback(
    (key: MinimalSelectFilter, value: string) => setParam(key, value === 'all' ? null : value),
    [setParam],
  );
  const clearAll = useCallback(() => clearParams(MINIMAL_FILTER_KEYS), [clearParams]);

  return {
    filters,
    activeCount: countActiveFilters(filters),
    sort,
    setSort,
    view,
    setView,
    setFilter,
    clearAll,
  };
}
