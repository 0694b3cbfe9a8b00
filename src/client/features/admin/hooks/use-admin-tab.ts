import { useCallback } from 'react';
import { useUrlParams } from '../../../components/work-order-list/use-url-params.ts';

export type AdminTab = 'employees' | 'activity';

/** The open tab lives in the URL (`?tab=activity`), so a reload or Back keeps it. */
export function useAdminTab(): [AdminTab, (tab: string) => void] {
  const { params, setParam } = useUrlParams();
  const tab: AdminTab = params.get('tab') === 'activity' ? 'activity' : 'employees';
  const setTab = useCallback(
    (next: string) => setParam('tab', next === 'activity' ? 'activity' : null),
    [setParam],
  );
  return [tab, setTab];
}
