import { useCallback, useDeferredValue, useMemo } from 'react';
import type { ListSort } from '#client/components/work-order-list/list-order.ts';
import { sortJobs } from '#client/components/work-order-list/sort-jobs.ts';
import { useUrlParams } from '#client/components/work-order-list/use-url-params.ts';
import { useEmployees } from '#client/lib/employees-query.ts';
import { usePausedJobs } from '../api/get-paused-jobs.ts';
import { filterPausedJobs, indexPausedJobs } from '../filter-paused-jobs.ts';
import {
  DEFAULT_PAUSED_SORT,
  hasActivePausedJobFilters,
  PAUSED_JOB_FILTER_KEYS,
  type PausedJobFilters,
  parsePausedJobFilters,
  parsePausedJobSort,
} from '../paused-job-filters.ts';
import { useInstantSearch } from './use-instant-search.ts';

/**
 * Every paused job, filtered in the browser by the URL's filters and the search box. The filtering
 * runs on a deferred copy of the filters: a keystroke paints the box at once and the list catches
 * up in the background, so typing never waits for 2,000 cards.
 */
export function usePausedJobList() {
  const { params, setParam, clearParams } = useUrlParams();
  const query = usePausedJobs();
  const employees = useEmployees();
  const staff = employees.data;

  const employeeIds = useMemo(
    () => (staff ? new Set(staff.map((employee) => employee.id)) : undefined),
    [staff],
  );
  const paramsText = params.toString();
  const urlFilters = useMemo(
    () => parsePausedJobFilters(new URLSearchParams(paramsText), employeeIds),
    [paramsText, employeeIds],
  );
  const writeSearch = useCallback((search: string) => setParam('search', search || null), [setParam]);
  const [search, setSearch] = useInstantSearch(urlFilters.search, writeSearch);
  const filters = useMemo<PausedJobFilters>(() => ({ ...urlFilters, search }), [urlFilters, search]);
  const deferredFilters = useDeferredValue(filters);
  const sort = parsePausedJobSort(params);

  // Sorted once per answer and order, so a keystroke in the search only filters.
  const sorted = useMemo(() => sortJobs(query.data ?? [], sort), [query.data, sort]);
  const indexed = useMemo(() => indexPausedJobs(sorted, staff ?? []), [sorted, staff]);
  const shown = useMemo(() => filterPausedJobs(indexed, deferredFilters), [indexed, deferredFilters]);
  // The default order is the absence of `sort`; clearing the filters keeps the order.
  const setSort = useCallback(
    (next: ListSort) => setParam('sort', next === DEFAULT_PAUSED_SORT ? null : next),
    [setParam],
  );

  const setFilter = useCallback(
    (key: Exclude<keyof PausedJobFilters, 'search'>, value: string) =>
      setParam(key, value === 'all' || value === '' ? null : value),
    [setParam],
  );
  const clearAll = useCallback(() => {
    setSearch('');
    clearParams(PAUSED_JOB_FILTER_KEYS);
  }, [setSearch, clearParams]);

  return {
    query,
    employees: staff ?? [],
    filters,
    sort,
    setSort,
    setSearch,
    setFilter,
    clearAll,
    filtered: hasActivePausedJobFilters(filters),
    shown,
    /** Every paused job; undefined until the first answer. */
    total: query.data?.length,
    /** The list still shows the previous filters' result while the new one is worked out. */
    catchingUp: filters !== deferredFilters,
  };
}
