import { skipToken, useQuery } from '@tanstack/react-query';
import { dayBounds } from '#shared/domain/company-time.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import { apiRequest } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { readKeepingCopy } from './read-keeping-copy.ts';

type DayVisitsParams = {
  /** 'YYYY-MM-DD' in the company's zone. */
  day: string;
  timeZone: string;
  /** One technician's visits; every visit of the day without. */
  technicianId?: number;
  /** Keep the answer on the phone for a reload without a connection (the technician's own day). */
  keepOffline?: boolean;
};

function visitsPath({ day, timeZone, technicianId }: DayVisitsParams) {
  const { start, end } = dayBounds(day, timeZone);
  const params: Record<string, string> = { from: start.toISOString(), to: end.toISOString() };
  if (technicianId !== undefined) params.technicianId = String(technicianId);
  return { params, path: `/api/visits?${new URLSearchParams(params)}` };
}

const inTimeOrder = ({ visits }: { visits: Visit[] }) =>
  [...visits].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));

/**
 * GET /api/visits for one day in the company's zone (its 23, 24 or 25 hours), in time order; nothing
 * is asked while `params` is null (the zone or the employee not known yet). Under queryKeys.schedule,
 * so a `visit.changed` live update and a tap on a big button refresh it.
 */
export function useDayVisits(params: DayVisitsParams | null) {
  const request = params ? visitsPath(params) : null;
  const keepOffline = params?.keepOffline ?? false;
  return useQuery({
    queryKey: queryKeys.schedule.visits(request?.params ?? {}),
    // The cache holds the endpoint's answer as it came (whoever else reads the same key gets that
    // shape); the time order is this read's own view of it.
    queryFn: request
      ? ({ signal }) =>
          keepOffline
            ? readKeepingCopy<{ visits: Visit[] }>(request.path, signal)
            : apiRequest<{ visits: Visit[] }>(request.path, { signal })
      : skipToken,
    select: inTimeOrder,
    // The technician's own day is asked offline too: the phone's saved copy answers then.
    networkMode: keepOffline ? 'offlineFirst' : 'online',
  });
}
