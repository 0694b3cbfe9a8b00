import { useCallback, useMemo } from 'react';
import { useUrlParams } from '#client/components/work-order-list/use-url-params.ts';

export type ActivityFilters = { employeeId: string; workOrder: string; from: string; to: string };

/**
 * URL names of the filters. The employee is `actor`: `employeeId` already opens an employee's
 * dialog on this page.
 */
const ACTIVITY_FILTER_PARAMS = {
  employeeId: 'actor',
  workOrder: 'workOrder',
  from: 'from',
  to: 'to',
} as const satisfies Record<keyof ActivityFilters, string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : '');

/** The Activity Log tab's filters, kept in the URL; malformed values are ignored. */
export function useActivityFilters() {
  const { params, setParam, clearParams } = useUrlParams();
  const actor = params.get(ACTIVITY_FILTER_PARAMS.employeeId) ?? '';
  const workOrder = (params.get(ACTIVITY_FILTER_PARAMS.workOrder) ?? '').trim();
  const from = day(params.get(ACTIVITY_FILTER_PARAMS.from));
  const to = day(params.get(ACTIVITY_FILTER_PARAMS.to));
  const filters = useMemo<ActivityFilters>(
    () => ({ employeeId: /^\d+$/.test(actor) ? actor : '', workOrder, from, to }),
    [actor, workOrder, from, to],
  );
  const setFilter = useCallback(
    (key: keyof ActivityFilters, value: string) => setParam(ACTIVITY_FILTER_PARAMS[key], value || null),
    [setParam],
  );
  const clearAll = useCallback(() => clearParams(Object.values(ACTIVITY_FILTER_PARAMS)), [clearParams]);
  const active = Object.values(filters).some(Boolean);
  return { filters, setFilter, clearAll, active };
}
