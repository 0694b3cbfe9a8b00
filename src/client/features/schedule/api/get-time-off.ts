import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { TimeOff } from '#shared/schemas/company-settings.ts';

type Range = { from: string; to: string };

/** GET /api/time-off: every technician's time off that overlaps [from, to). */
const getTimeOff = async ({ from, to }: Range, signal?: AbortSignal) =>
  (await apiRequest<{ timeOff: TimeOff[] }>(`/api/time-off?${new URLSearchParams({ from, to })}`, { signal }))
    .timeOff;

export const timeOffQuery = (range: Range) =>
  queryOptions({
    queryKey: queryKeys.schedule.timeOff(range),
    queryFn: ({ signal }) => getTimeOff(range, signal),
  });

export const useTimeOff = (range: Range | null) =>
  useQuery({ ...timeOffQuery(range ?? { from: '', to: '' }), enabled: range !== null });
