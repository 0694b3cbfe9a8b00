import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { TechnicianSchedule } from '#shared/schemas/company-settings.ts';

/** GET /api/technician-schedules: every active technician with their hours (defaults filled in). */
const technicianSchedulesQuery = () =>
  queryOptions({
    queryKey: queryKeys.schedule.technicians,
    queryFn: ({ signal }) =>
      apiRequest<{ technicians: TechnicianSchedule[] }>('/api/technician-schedules', { signal }),
    select: (answer) => answer.technicians,
  });

export const useTechnicianSchedules = () => useQuery(technicianSchedulesQuery());
