import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { TechnicianSchedule } from '#shared/schemas/company-settings.ts';

/** GET /api/technician-schedules: the active plumbers, one agenda section each, in the server's order. */
export function useTechnicianSchedules() {
  return useQuery({
    queryKey: queryKeys.schedule.technicians,
    // The answer as it came, as any other reader of the key keeps it.
    queryFn: ({ signal }) =>
      apiRequest<{ technicians: TechnicianSchedule[] }>('/api/technician-schedules', { signal }),
    select: (answer) => answer.technicians,
    staleTime: 5 * 60_000,
  });
}
