import { useCallback } from 'react';
import { useUrlParams } from '#client/components/work-order-list/use-url-params.ts';
import { enumParam } from '#client/lib/url-enum-param.ts';

const TABS = ['employees', 'activity', 'deleted'] as const;
export type AdminTab = (typeof TABS)[number];

const tabOf = (value: string | null): AdminTab => enumParam(TABS, value, 'employees');

/** The open tab lives in the URL (`?tab=activity`, `?tab=deleted`), so a reload or Back keeps it. */
export function useAdminTab(): [AdminTab, (tab: string) => void] {
  const { params, setParam } = useUrlParams();
  const tab = tabOf(params.get('tab'));
  const setTab = useCallback(
    (next: string) => {
      const chosen = tabOf(next);
      setParam('tab', chosen === 'employees' ? null : chosen);
    },
    [setParam],
  );
  return [tab, setTab];
}
