import { useCallback, useMemo } from 'react';
import { useUrlParams } from '#client/components/work-order-list/use-url-params.ts';
import { enumParam } from '#client/lib/url-enum-param.ts';
import { EMPLOYEE_TYPES } from '#shared/domain/employee-type.ts';
import type { EmployeeStatusFilter } from '../api/admin-employees-query.ts';

export type EmployeeFilters = { search: string; type: string; status: EmployeeStatusFilter };

const STATUSES = ['active', 'inactive'] as const;

/** The Employees tab's search and filters, kept in the URL; unknown values read as All. */
export function useEmployeeFilters() {
  const { params, setParam } = useUrlParams();
  const search = params.get('search') ?? '';
  const rawType = params.get('type') ?? '';
  const rawStatus = params.get('status') ?? '';
  const filters = useMemo<EmployeeFilters>(
    () => ({
      search,
      type: enumParam(EMPLOYEE_TYPES, rawType, ''),
      status: enumParam(STATUSES, rawStatus, 'all'),
    }),
    [search, rawType, rawStatus],
  );
  const setFilter = useCallback(
    (key: keyof EmployeeFilters, value: string) => setParam(key, value === 'all' ? null : value),
    [setParam],
  );
  return { filters, setFilter };
}
