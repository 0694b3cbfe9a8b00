import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTheme } from '#client/components/theme/use-theme.ts';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import {
  AUTO_REFRESH_MS,
  applyDensity,
  readLocal,
  THEME_OWNER_STORAGE_KEY,
  writeLocal,
} from './display-preferences.ts';

/** The lists Auto Refresh keeps current; only those on screen are refetched. */
const AUTO_REFRESHED = [
  queryKeys.workOrders.lists(),
  queryKeys.workOrders.onHoldLists(),
  queryKeys.workOrders.needFollowUpLists(),
  queryKeys.dashboard.all,
  queryKeys.employees.all,
  queryKeys.notifications.all,
];

/**
 * Applies the signed-in employee's saved settings to this device: their theme when they first sign
 * in here (afterwards the header menu and Settings change both copies), compact view, and the
 * 5-minute refresh of lists when Auto Refresh is on.
 */
export function useEmployeePreferences(): void {
  const me = useCurrentEmployee().data;
  const { setTheme } = useTheme();
  const queryClient = useQueryClient();

  const id = me?.id;
  const themePreference = me?.themePreference;
  useEffect(() => {
    if (id === undefined || themePreference === undefined) return;
    if (readLocal(THEME_OWNER_STORAGE_KEY) === String(id)) return;
    writeLocal(THEME_OWNER_STORAGE_KEY, String(id));
    setTheme(themePreference);
  }, [id, themePreference, setTheme]);

  const compactView = me?.compactView;
  useEffect(() => {
    if (compactView !== undefined) applyDensity(compactView ? 'compact' : 'comfortable');
  }, [compactView]);

  const autoRefresh = me?.autoRefresh === true;
  useEffect(() => {
    if (!autoRefresh) return;
    const timer = setInterval(() => {
      for (const queryKey of AUTO_REFRESHED) void queryClient.invalidateQueries({ queryKey });
    }, AUTO_REFRESH_MS);
    return () => clearInterval(timer);
  }, [autoRefresh, queryClient]);
}
