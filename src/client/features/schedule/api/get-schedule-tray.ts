import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { ScheduleTray } from '#shared/schemas/visit.ts';

export type TrayFilters = { office?: string; city?: string; type?: string };

/** GET /api/schedule/tray: the held jobs ready to return, then the unscheduled ones. */
const getScheduleTray = (filters: TrayFilters, signal?: AbortSignal) => {
  const query = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const suffix = query.size > 0 ? `?${query}` : '';
  return apiRequest<ScheduleTray>(`/api/schedule/tray${suffix}`, { signal });
};

export const scheduleTrayQuery = (filters: TrayFilters) =>
  queryOptions({
    queryKey: queryKeys.schedule.tray(filters),
    queryFn: ({ signal }) => getScheduleTray(filters, signal),
    placeholderData: keepPreviousData,
  });

/** `enabled` false holds the read back (the board asks for its lanes' reads first). */
export const useScheduleTray = (filters: TrayFilters, enabled = true) =>
  useQuery({ ...scheduleTrayQuery(filters), enabled });
