import type { QueryClient } from '@tanstack/react-query';
import { prefetchWhenSignedIn } from '#client/lib/prefetch-when-signed-in.ts';
import { boardDayAndView, shownDays } from '../board-days.ts';
import { todayIn } from '../board-time.ts';
import { companySettingsQuery } from './get-company-settings.ts';
import { scheduleTrayQuery } from './get-schedule-tray.ts';
import { technicianSchedulesQuery } from './get-technician-schedules.ts';
import { timeOffQuery } from './get-time-off.ts';
import { visitsQuery } from './get-visits.ts';

/**
 * Starts the board's reads as /schedule is entered (see app-routes.tsx), under the keys the board
 * then reads: the company's zone, the technicians and the tray at once, and the shown days' visits
 * and time off as soon as the zone says where those days begin. None waits for the board's code.
 */
export function prefetchSchedule(queryClient: QueryClient, url: URL): void {
  prefetchWhenSignedIn(queryClient, () => {
    void queryClient.prefetchQuery(technicianSchedulesQuery());
    void queryClient.prefetchQuery(scheduleTrayQuery({}));
    void queryClient
      .fetchQuery(companySettingsQuery())
      .then(({ timeZone }) => {
        const { day, view } = boardDayAndView(url.searchParams, todayIn(timeZone));
        const { range } = shownDays(day, view, timeZone);
        void queryClient.prefetchQuery(visitsQuery(range));
        void queryClient.prefetchQuery(timeOffQuery(range));
      })
      .catch(() => undefined);
  });
}
