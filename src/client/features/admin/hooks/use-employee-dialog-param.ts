import { useCallback } from 'react';
import { useUrlParams } from '#client/components/work-order-list/use-url-params.ts';

/**
 * `?employeeId={id}` opens that employee's dialog (the Employees page's 'Manage' links here);
 * closing removes it.
 */
export function useEmployeeDialogParam() {
  const { params, setParam } = useUrlParams();
  const raw = params.get('employeeId');
  const id = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  const open = useCallback((employeeId: number) => setParam('employeeId', String(employeeId)), [setParam]);
  const close = useCallback(() => setParam('employeeId', null), [setParam]);
  return { employeeId: id, open, close };
}
