import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { HandBack } from '#shared/schemas/hand-back.ts';
import type { Visit } from '#shared/schemas/visit.ts';

/**
 * Whether a visit set to done already has its hand-back (GET /api/visits/{id}/hand-back, 404 when
 * none): a visit finished with the Done button may still be handed back. Under the schedule's key,
 * so a hand-back sent refreshes it with the day. Asked only for done visits.
 */
export function useDoneVisitHasHandBack(visit: Pick<Visit, 'id' | 'status'>): boolean | undefined {
  const asked = visit.status === 'done';
  const handBack = useQuery({
    queryKey: [...queryKeys.schedule.all, 'hand-back', visit.id],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<HandBack>(`/api/visits/${visit.id}/hand-back`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return null;
        throw error;
      }
    },
    enabled: asked,
    retry: false,
  });
  if (!asked) return undefined;
  // A hand-back that may exist (the answer not known, say offline) offers no second one.
  return handBack.data === undefined ? undefined : handBack.data !== null;
}
