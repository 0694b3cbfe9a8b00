import { useCallback, useDeferredValue, useMemo } from 'react';
import { useUrlParams } from '#client/components/work-order-list/use-url-params.ts';
import { useEmployees } from '#client/lib/employees-query.ts';
import { usePausedJobs } from '../api/get-paused-jobs.ts';
import { filterPausedJobs, indexPausedJobs } from '../filter-paused-jobs.ts';
import {
  hasActivePausedJobFilters,
  PAUSED_JOB_FILTER_KEYS,
  type PausedJobFilters,
  parsePausedJobFilters,
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

  const indexed = useMemo(() => indexPausedJobs(query.data ?? [], staff ?? []), [query.data, staff]);
  const shown = useMemo(() => filterPausedJobs(indexed, deferredFilters), [indexed, deferredFilters]);

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
