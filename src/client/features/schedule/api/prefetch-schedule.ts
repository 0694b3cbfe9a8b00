import type { QueryClient } from '@tanstack/react-query';
import { readStoredToken } from '#client/lib/auth-storage.ts';
import { DEFAULT_TIME_ZONE } from '#shared/domain/company-time.ts';
import { boardDayAndView, shownDays } from '../board-days.ts';
import { todayIn } from '../board-time.ts';
import { expectedTimeZone } from '../remembered-time-zone.ts';
import { loadZoneData } from '../zone-clock.ts';
import { companySettingsQuery } from './get-company-settings.ts';
import { scheduleTrayQuery } from './get-schedule-tray.ts';
import { technicianSchedulesQuery } from './get-technician-schedules.ts';
import { timeOffQuery } from './get-time-off.ts';
import { visitsQuery } from './get-visits.ts';

/**
 * Starts the board's reads as /schedule is entered (see app-routes.tsx), under the keys the board
 * then reads: the company's zone and the technicians at once, the shown days' visits and time off
 * in the zone expected (remembered, else the browser's own) at once too, asked again in the
 * settings' zone when that is another, then the tray. None waits for the board's code.
 *
 * Nor for the session check (prefetchWhenSignedIn, which the lists use): none of these reads
 * depends on who is signed in, so they go out beside it, and the day's visits, which wait for the
 * zone, a round trip sooner. A session the server refuses (ended, or a temporary password) fails
 * them as it fails the session check, which decides what happens next; the board, not shown then,
 * asks again when it is.
 */
export function prefetchSchedule(queryClient: QueryClient, url: URL): void {
  if (readStoredToken() === null) return;
  const askForDays = (timeZone: string) => {
    const { day, view } = boardDayAndView(url.searchParams, todayIn(timeZone));
    const { range } = shownDays(day, view, timeZone);
    void queryClient.prefetchQuery(visitsQuery(range));
    void queryClient.prefetchQuery(timeOffQuery(range));
    return range;
  };
  // The tray last, once the days are asked for: a browser has six connections to the portal, and
  // the tray's slow read, not needed for the lanes, held the day's visits back when it went first.
  const askForTray = () => void queryClient.prefetchQuery(scheduleTrayQuery({}));
  const settings = queryClient.fetchQuery(companySettingsQuery());
  void queryClient.prefetchQuery(technicianSchedulesQuery());
  // The rest in the next task: the first use of a time zone loads the browser's zone data (a tenth
  // of a second or more on a slow laptop), and the two requests above leave before it.
  setTimeout(() => {
    const expected = expectedTimeZone();
    const early = expected ? askForDays(expected) : null;
    if (early) askForTray();
    // Without a zone to expect, the zone data is loaded while the settings are on their way, not
    // between their answer and the visits' request.
    else loadZoneData(DEFAULT_TIME_ZONE);
    settings
      .then(({ timeZone }) => {
        if (timeZone === expected) return;
        if (early) {
          void queryClient.cancelQueries({ queryKey: visitsQuery(early).queryKey, exact: true });
          void queryClient.cancelQueries({ queryKey: timeOffQuery(early).queryKey, exact: true });
        }
        askForDays(timeZone);
        if (!early) askForTray();
      })
      .catch(askForTray);
  }, 0);
}
