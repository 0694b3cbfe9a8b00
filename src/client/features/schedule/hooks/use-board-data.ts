import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_TIME_ZONE } from '#shared/domain/company-time.ts';
import { useCompanySettings } from '../api/get-company-settings.ts';
import { useTechnicianSchedules } from '../api/get-technician-schedules.ts';
import { useTimeOff } from '../api/get-time-off.ts';
import { useVisits } from '../api/get-visits.ts';
import { shownDays } from '../board-days.ts';
import { todayIn } from '../board-time.ts';
import { expectedTimeZone, rememberTimeZone } from '../remembered-time-zone.ts';
import { useBoardUrl } from './use-board-url.ts';

/**
 * Everything the board reads: the company's zone, the technicians' hours, and the visits and
 * time off of the days shown (one day, or Monday to Sunday).
 */
export function useBoardData() {
  const settings = useCompanySettings();
  const known = settings.data?.timeZone;
  const [expected] = useState(expectedTimeZone);
  const timeZone = known ?? expected ?? DEFAULT_TIME_ZONE;
  useEffect(() => {
    if (known) rememberTimeZone(known);
  }, [known]);
  const url = useBoardUrl(todayIn(timeZone));
  const shown = useMemo(() => shownDays(url.day, url.view, timeZone), [url.day, url.view, timeZone]);
  const { days } = shown;
  // Asked for once the zone is known, or expected: the day's bounds depend on it.
  const range = known || expected ? shown.range : null;
  const technicians = useTechnicianSchedules();
  const visits = useVisits(range);
  const timeOff = useTimeOff(range);

  const queries = [settings, technicians, visits, timeOff];
  const failed = queries.find((query) => query.isError);
  return {
    ...url,
    days,
    timeZone,
    technicians: technicians.data,
    visits: visits.data,
    timeOff: timeOff.data,
    loading: queries.some((query) => query.isPending),
    /** Whether the days' reads have gone out (or cannot): the tray's read waits for them. */
    daysAsked: range !== null || settings.isError,
    error: failed?.error ?? null,
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
