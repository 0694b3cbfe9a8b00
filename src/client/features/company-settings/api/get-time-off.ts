import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { TimeOff } from '#shared/schemas/company-settings.ts';

export type TimeOffRange = { from: string; to: string };

/** GET /api/time-off?from&to: every technician's time off that overlaps the range. */
const timeOffQuery = (range: TimeOffRange) =>
  queryOptions({
    queryKey: queryKeys.schedule.timeOff(range),
    queryFn: ({ signal }) =>
      apiRequest<{ timeOff: TimeOff[] }>(`/api/time-off?${new URLSearchParams(range)}`, { signal }),
    select: (answer) => answer.timeOff,
  });

export const useTimeOff = (range: TimeOffRange) => useQuery(timeOffQuery(range));
