import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { Visit } from '#shared/schemas/visit.ts';

type VisitRange = { from: string; to: string };

/** GET /api/visits: the visits that overlap [from, to), ordered by start. */
const getVisits = async ({ from, to }: VisitRange, signal?: AbortSignal) => {
  const query = new URLSearchParams({ from, to });
  const answer = await apiRequest<{ visits: Visit[] }>(`/api/visits?${query}`, { signal });
  return answer.visits;
};

export const visitsQuery = (range: VisitRange) =>
  queryOptions({
    queryKey: queryKeys.schedule.visits(range),
    queryFn: ({ signal }) => getVisits(range, signal),
  });

export const useVisits = (range: VisitRange | null) =>
  useQuery({ ...visitsQuery(range ?? { from: '', to: '' }), enabled: range !== null });
